import { ApiRequestError } from '@idl/api-contract';

/** The sentence to show for a failed request: the server's message, or a plain one when it was not reached. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.message;
  return 'We could not reach the server. Check your connection and try again.';
}

/** The server's per-field messages (400 details, or a 409 about the e-mail) keyed by field name. */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const known = (name: string): name is Field => (fields as readonly string[]).includes(name);
  const errors: Partial<Record<Field, string>> = {};
  for (const detail of error.body.details ?? [])
    if (known(detail.field)) errors[detail.field] ??= detail.message;
  const email = 'email';
  if (error.status === 409 && known(email)) errors[email] ??= error.body.message;
  return errors;
}
