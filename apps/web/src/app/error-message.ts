import { ApiRequestError } from '@idl/api-contract';
import { useMemo } from 'react';

/**
 * What a failed API call says to the user, in one place for every screen and form: a sentence
 * (`errorMessage`), or for a form its messages per field and one about the whole form
 * (`formErrorsOf`). The API answers every failure as `{ code, message, details? }`, details naming
 * the fields by dotted path (packages/api-contract/src/errors.ts).
 */

/** Said when the server could not be reached (network down, request cut off). */
export const unreachableMessage = 'We could not reach the server. Check your connection and try again.';

/** Above a form whose fields the server refused, when every message found its field. */
export const correctFieldsMessage = 'Please correct the fields marked below.';

/** The sentence to show for a failed call: the API's own message, or `fallback` (network, parsing). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/**
 * The API's message when it refused the call with one of `statuses` (a 409 by the programme's
 * rules, say), for a screen that shows such a refusal in its own place; otherwise undefined.
 */
export function refusalMessage(error: unknown, ...statuses: number[]): string | undefined {
  return error instanceof ApiRequestError && statuses.includes(error.status) ? error.message : undefined;
}

/** What a form shows for a failed submit: messages per field and one about the whole form. */
export interface FormErrors<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  formError?: string;
}

export const noFormErrors: FormErrors<never> = { fieldErrors: {} };

export interface FormErrorOptions<F extends string> {
  /**
   * Fields a refusal without details is about, by status: a 409 on sign-up is about the e-mail,
   * a 404 on a claim about the reference and the e-mail. The message shows on them and above.
   */
  statusFields?: Partial<Record<number, readonly F[]>>;
  /** Texts that replace the API's message for some codes, e.g. the spec's 'Wrong credentials'. */
  codeMessages?: Partial<Record<string, string>>;
}

/**
 * The form's messages for a failed submit. Each of the API's `details` lands on the form's field
 * its path starts with ('images.0.imageUrl' on `images`); without `fields`, on its whole path
 * ('transferMethods.1.account'), for forms of lists. A detail no field takes goes above the form;
 * when all found their field, the form says to correct them. A call that never reached the server
 * says so.
 */
export function formErrorsOf<F extends string>(
  error: unknown,
  fields?: readonly F[],
  { statusFields = {}, codeMessages = {} }: FormErrorOptions<F> = {},
): FormErrors<F> {
  if (!(error instanceof ApiRequestError)) return { fieldErrors: {}, formError: unreachableMessage };
  const message = codeMessages[error.body.code] ?? error.body.message;
  const fieldErrors: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  const fieldOf = (path: string) =>
    fields ? fields.find((field) => path === field || path.startsWith(`${field}.`)) : (path as F);
  for (const detail of error.body.details ?? []) {
    const field = fieldOf(detail.field);
    if (field === undefined) unplaced.push(detail.message);
    else fieldErrors[field] ??= detail.message;
  }
  const placed = Object.keys(fieldErrors).length > 0;
  if (!placed) for (const field of statusFields[error.status] ?? []) fieldErrors[field] = message;
  return {
    fieldErrors,
    formError: unplaced.length > 0 ? unplaced.join(' ') : placed ? correctFieldsMessage : message,
  };
}

/**
 * A form's messages for its mutation's last failure (`mutation.error`): none before the first
 * submit, while a submit is on its way and after one succeeded (TanStack Query clears the error
 * when the mutation runs again). The same object until the next failure, since a form shows the
 * server's messages again whenever it receives new ones. `fields` and `options` are read once per
 * failure: pass constants.
 */
export function useFormErrors<F extends string>(
  error: unknown,
  fields?: readonly F[],
  options?: FormErrorOptions<F>,
): FormErrors<F> {
  // Only the failure: fields and options are constants.
  return useMemo(() => (error ? formErrorsOf(error, fields, options) : noFormErrors), [error]);
}
