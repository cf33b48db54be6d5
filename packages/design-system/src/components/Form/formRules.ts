import type { FieldErrors } from './useForm';

/** Error for each named field whose text is empty after trimming. */
export function requiredErrors<F extends string>(
  values: Partial<Record<F, unknown>>,
  messages: Partial<Record<F, string>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(messages) as F[]) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = messages[field];
  }
  return errors;
}

/** The same loose check as the API's: something@something.something. */
export function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'Enter your e-mail address';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'Enter a valid e-mail address';
}

/** The API's ZIP rule: five digits, optionally -four more. */
export function zipError(zip: string): string | undefined {
  if (zip.trim() === '') return 'Enter your ZIP code';
  return /^\d{5}(-\d{4})?$/.test(zip.trim()) ? undefined : 'Enter a 5-digit ZIP code';
}

/** The API's phone rule: 7 to 20 digits, spaces and ( ) . / - allowed. */
export function phoneError(phone: string): string | undefined {
  if (phone.trim() === '') return 'Enter your phone number';
  return /^\+?[0-9 ()./-]{7,20}$/.test(phone.trim()) ? undefined : 'Enter a phone number of 7 to 20 digits';
}
