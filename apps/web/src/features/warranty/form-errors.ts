import { ApiRequestError } from '@idl/api-contract';

export interface FormErrors<F extends string> {
  /** Messages per field, from the API's 400 `details`. */
  fieldErrors: Partial<Record<F, string>>;
  /** A message about the whole form (shown above it). */
  formError?: string;
}

const unreachable = 'We could not reach the server. Please check your connection and try again.';

/** Turns a failed call into messages a form can show next to the fields the user typed. */
export function formErrorsOf<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!(error instanceof ApiRequestError)) return { fieldErrors: {}, formError: unreachable };
  const fieldErrors: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  for (const detail of error.body.details ?? []) {
    const field = detail.field.split('.')[0] as F;
    if (fields.includes(field)) fieldErrors[field] ??= detail.message;
    else unplaced.push(detail.message);
  }
  const placed = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    formError: placed
      ? unplaced.length > 0
        ? unplaced.join(' ')
        : 'Please correct the fields marked below.'
      : error.body.message,
  };
}
