import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

let computed: Readonly<Record<string, string>> | undefined;

/** The security headers of every answer, computed once (ready-answers.ts sends them too). */
export function securityHeaders(): Readonly<Record<string, string>> {
  if (!computed) {
    const headers = helmetHeaders();
    if (!headers['content-security-policy']) throw new Error('helmet set no content security policy');
    computed = Object.freeze(headers);
  }
  return computed;
}

/** The headers helmet sets with these options; they depend on nothing in the request. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer. The content security policy allows no inline script;
 * the web app's built assets all load from the same origin. Helmet computes them once at start
 * (@fastify/helmet would rebuild its middleware and re-parse the policy on every request).
 */
export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
