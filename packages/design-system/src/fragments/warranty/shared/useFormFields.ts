import { useState } from 'react';
import type { FieldErrors } from './types';

/**
 * Holds a form's values and the errors found by its own required-field check. Errors from the
 * server (`serverErrors`) show until the user edits that field or submits again. When `initial`
 * changes after mount (a plan card picked above the form, a look-up filled in), only the fields
 * whose initial value changed take it: everything else the user typed stays.
 */
const noErrors = {};

/** Initial values are rebuilt on every render: lists and objects compare by content. */
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

export function useFormFields<F extends string, V extends Record<F, unknown>>(
  initial: V,
  serverErrors: FieldErrors<F> = noErrors,
) {
  const [values, setValues] = useState<V>(initial);
  const [localErrors, setLocalErrors] = useState<FieldErrors<F>>({});
  const [edited, setEdited] = useState<Partial<Record<F, true>>>({});
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  const [lastInitial, setLastInitial] = useState(initial);

  const changedInitial = (Object.keys(initial) as F[]).filter(
    (field) => !sameValue(initial[field], lastInitial[field]),
  );
  if (changedInitial.length > 0) {
    setLastInitial(initial);
    setValues((current) => {
      const next = { ...current };
      for (const field of changedInitial) next[field] = initial[field];
      return next;
    });
  }

  // New server errors (a new response) show again, even on fields edited before.
  if (lastServerErrors !== serverErrors) {
    setLastServerErrors(serverErrors);
    setEdited({});
  }

  const set = <K extends F>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setLocalErrors((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => ({ ...current, [field]: true }));
  };

  const errorOf = (field: F): string | undefined =>
    localErrors[field] ?? (edited[field] ? undefined : serverErrors[field]);

  /** Runs `check`; returns true when nothing is missing, else shows the errors. */
  const validate = (check: (values: V) => FieldErrors<F>): boolean => {
    const found = check(values);
    setLocalErrors(found);
    setEdited({});
    return Object.values(found).every((message) => !message);
  };

  return { values, set, errorOf, validate };
}

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
