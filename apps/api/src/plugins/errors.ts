import type { FieldError } from '@idl/api-contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable';

const statusCodes: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was announced',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body',
};

function fieldLabel(path: string): string {
  return path || 'request';
}

/** One error model for every failure: `{ code, message, details? }`; a 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details: FieldError[] = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return { field: fieldLabel(path || where), message: issue.message ?? 'Invalid value' };
      });
      const first = details[0];
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: first ? `${first.field}: ${first.message}` : 'The request is not valid',
        details,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'INVALID_JSON'
          : (statusCodes[status] ?? 'VALIDATION_ERROR');
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.status(status).send({
        code,
        message:
          friendlyMessages[error.code] ??
          (status === 429 ? 'Too many attempts. Please wait and try again.' : error.message),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reqId: request.id, reason: error.message }, 'database unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop is briefly unavailable. Please try again in a few seconds.',
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({
      code: 'INTERNAL_ERROR',
      message: `Something went wrong on our side. Please try again. (reference ${request.id})`,
    });
  });
}
