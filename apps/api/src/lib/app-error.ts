import type { ErrorCode, FieldError } from '@idl/api-contract';

/** A failure the user caused or can act on; the error handler turns it into `{ code, message, details }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found`);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthorized = (message = 'Please log in to continue') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const badRequest = (message: string, details?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const accountDeactivated = () =>
  new AppError(
    403,
    'ACCOUNT_DEACTIVATED',
    'Your Account is deactivated by the admin. Contact admin to activate your account.',
  );
