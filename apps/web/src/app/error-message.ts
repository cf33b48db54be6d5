import { ApiRequestError } from '@idl/api-contract';

/** The sentence to show for a failed call: the API's own message, or a generic one (network, parsing). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
