import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { loggablePath } from '../lib/loggable-path';
import { levelEnabled } from './request-log';
import { securityHeaders } from './security';

/** An answer built earlier and kept whole: what a GET of its address gets until it is dropped. */
export interface ReadyAnswer {
  /** The body as sent (JSON). */
  body: string;
  /** Its validator: a request whose If-None-Match is this gets a 304. */
  etag: string;
  /** The route's pattern, as the metrics label it (`/interdentallab/api/products/:id`). */
  route: string;
}

/**
 * Finds the ready answer to a GET of `url` (the path and query as sent), or nothing: the request
 * then goes through Fastify as usual, which builds the answer and may keep it for the next one.
 * Must be synchronous and cheap: it runs before every GET. It returns the same object for as long
 * as the answer is held (its headers and bytes are made once, on its first send).
 */
export type ReadyAnswerLookup = (url: string) => ReadyAnswer | undefined;

/** The settings Fastify applies to the HTTP server it makes itself (fastify's lib/server.js). */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** Fastify's request ids (`req-1`, `req-2`, ...), shared with the answers sent before it. */
function requestIds() {
  let next = 0;
  return () => `req-${(next++).toString(36)}`;
}

/**
 * The shop's hot path: a GET whose answer is already built (the catalogue's cached product lists,
 * searches and product pages, list-cache.ts) is answered by the HTTP server's own request listener,
 * before Fastify makes a request, a reply, a child logger and runs its hooks for it. That work was
 * about half of a cached answer's CPU (111 µs against the bare server's 61 on a quiet machine).
 *
 * The answer is the one Fastify would send: the same status, body and headers (the security
 * headers of plugins/security.ts, ETag, `Cache-Control: no-cache`, a 304 to a matching
 * If-None-Match), one line in the request log with the same fields and a request id from the same
 * sequence, and one observation in the metrics under the route's pattern. Anything else (another
 * method, an address nothing holds, a version that must be awaited, a closing server) is Fastify's.
 * `app.inject` (tests, the server renderer's in-process calls) never reaches the listener: those
 * requests keep the routes' own `onRequest` cache lookups.
 */
export function readyAnswers() {
  const lookups: ReadyAnswerLookup[] = [];
  const nextRequestId = requestIds();
  let app: FastifyInstance | undefined;
  let closing = false;
  let head: string[] = [];

  const find = (url: string): ReadyAnswer | undefined => {
    for (const lookup of lookups) {
      const answer = lookup(url);
      if (answer) return answer;
    }
    return undefined;
  };

  /** An answer's headers and bytes, made the first time it is sent and reused while it is held. */
  const made = new WeakMap<ReadyAnswer, { ok: string[]; notModified: string[]; body: Buffer }>();
  const prepared = (ready: ReadyAnswer) => {
    let sent = made.get(ready);
    if (!sent) {
      const body = Buffer.from(ready.body);
      const validators = ['etag', ready.etag, 'cache-control', 'no-cache'];
      sent = {
        ok: [
          ...head,
          ...validators,
          'content-type',
          'application/json; charset=utf-8',
          'content-length',
          String(body.length),
        ],
        notModified: [...head, ...validators],
        body,
      };
      made.set(ready, sent);
    }
    return sent;
  };

  /** Sends the ready answer to `request`, if there is one; false hands the request to Fastify. */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !app || closing || lookups.length === 0) return false;
    const started = performance.now();
    const url = request.url ?? '';
    const ready = find(url);
    if (!ready) return false;
    const sent = prepared(ready);
    const notModified = request.headers['if-none-match'] === ready.etag;
    const status = notModified ? 304 : 200;
    if (notModified) {
      response.writeHead(304, sent.notModified);
      response.end();
    } else {
      response.writeHead(200, sent.ok);
      response.end(sent.body);
    }
    const seconds = (performance.now() - started) / 1000;
    app.metrics.observeRequest('GET', ready.route, status, seconds);
    if (levelEnabled(app.log, 'info')) {
      const given = request.headers['x-request-id'];
      app.log.info(
        {
          reqId: typeof given === 'string' && given ? given : nextRequestId(),
          method: 'GET',
          url: loggablePath(url),
          statusCode: status,
          ms: Math.round(seconds * 10_000) / 10,
        },
        'request',
      );
    }
    return true;
  }

  /** Fastify's `serverFactory`: its own HTTP/1 server, settings and all, with `answer` in front. */
  const serverFactory: FastifyServerFactory = (handler, given) => {
    const options = given as unknown as ServerSettings;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    /** Fastify's `genReqId`: one sequence for the answers sent here and the requests Fastify makes. */
    genReqId: () => nextRequestId(),
    /** Starts answering for `fastify` (its log and metrics); stops when it starts closing. */
    attach(fastify: FastifyInstance) {
      app = fastify;
      head = Object.entries(securityHeaders()).flat();
      fastify.addHook('preClose', (done) => {
        closing = true;
        done();
      });
    },
    /** A source of ready answers (a route module's cache). */
    add(lookup: ReadyAnswerLookup) {
      lookups.push(lookup);
    },
    /** What `answer` would send for a GET of `url`: for tests. */
    find,
  };
}

export type ReadyAnswers = ReturnType<typeof readyAnswers>;
