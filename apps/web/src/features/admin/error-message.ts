import { ApiRequestError } from '@idl/api-contract';

/** A sentence for the admin: the API's own message, or a generic one for a network failure. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}
