import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggablePath } from '../lib/loggable-path';

/**
 * The server's request log: one line per request, written when the answer has gone, with the
 * method, the path (query secrets removed, lib/loggable-path.ts), the status, the time in ms and
 * the request id (`reqId`, bound to every line of the request). Fastify's own pair of lines
 * ("incoming request", "request completed") and its "Route ... not found" line, which print the
 * raw URL, are replaced. Nothing is built when the log level leaves info out.
 */
/** pino's level check; a logger without one (tests' silent logger) is asked anyway. */
const infoEnabled = (log: FastifyReply['log']) =>
  (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') !== false;

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
    else if (infoEnabled(log)) log.info(fields(), 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500)
      reply.log.error({ url: loggablePath(request.url), err: error }, error?.message);
  }
}
