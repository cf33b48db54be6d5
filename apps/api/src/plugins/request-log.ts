import { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { loggablePath } from '../lib/loggable-path';

/**
 * Where the server's log goes (stdout; a file in tests): the lines logged during one turn of the
 * event loop are held and leave together in one write when the turn ends (`setImmediate`), instead
 * of one write per line. Under load one turn answers many requests; a write per line (and, when
 * asynchronous, a thread-pool round per write) was about a tenth of a cached answer's CPU. On a
 * quiet server a line still leaves at once. The write is synchronous, like pino's own default
 * destination: once per turn, it costs less than handing each batch to the thread pool. What is
 * held when the process exits is written then.
 */
export function logDestination(dest: number | string = 1) {
  const out = pino.destination({ dest, sync: true });
  let held = '';
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (!held) return;
    const text = held;
    held = '';
    out.write(text);
  };
  process.once('exit', release);
  return {
    write(line: string) {
      held += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
    },
    /** Writes what is held now. */
    flush: release,
  };
}

/**
 * The server's request log: one line per request, written when the answer has gone, with the
 * method, the path (query secrets removed, lib/loggable-path.ts), the status, the time in ms and
 * the request id (`reqId`, bound to every line of the request). Fastify's own pair of lines
 * ("incoming request", "request completed") and its "Route ... not found" line, which print the
 * raw URL, are replaced. Nothing is built when the log level leaves info out.
 */
/** pino's level check; a logger without one (tests' silent logger) is asked anyway. */
export const levelEnabled = (log: FastifyReply['log'], level: 'info' | 'debug') =>
  (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) !== false;

/**
 * The raw request of a call the server makes to itself: the server renderer's API calls
 * (modules/seo/server-render.ts, `inProcessFetch`). Only `app.inject({ Request: InProcessRequest })`
 * makes one; nothing a client sends (a header, an address) can, so no client can keep its own
 * requests out of the log. Such calls are part of the page request that made them and log at debug
 * level only, with that request's id: one page view, one line.
 */
export class InProcessRequest extends IncomingMessage {}

export class RequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const log = reply.log;
    const fields = (): Record<string, unknown> => ({
      method: request.method,
      url: loggablePath(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    });
    if (error) log.error({ ...fields(), err: error }, 'request errored');
    else if (request.raw instanceof InProcessRequest) {
      if (levelEnabled(log, 'debug')) log.debug(fields(), 'in-process request');
    } else if (levelEnabled(log, 'info')) log.info(fields(), 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500)
      reply.log.error({ url: loggablePath(request.url), err: error }, error?.message);
  }
}
