import { officeSignUpRequestSchema, type OfficeSignUpRequest } from '@idl/api-contract';
import type { FormCheck } from '../../../components/Form';

/** What the form holds while the office fills it in: one name per dentist row. */
export interface OfficeSignUpFormValues {
  practiceName: string;
  licenceNumber: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  dentists: string[];
}

/**
 * A field's name as the contract's schema and the API name it: the office's fields, `dentists`
 * for the list as a whole and `dentists.1` for one row.
 */
export type OfficeSignUpFormField =
  Exclude<keyof OfficeSignUpFormValues, 'dentists'> | 'dentists' | `dentists.${number}`;

export const emptyOfficeSignUpFormValues: OfficeSignUpFormValues = {
  practiceName: '',
  licenceNumber: '',
  phone: '',
  address: '',
  city: '',
  zip: '',
  dentists: [''],
};

/**
 * The form's rules on submit: the contract's office sign-up schema, the server's own check, with
 * each message on its field (a dentist's on its row).
 */
export function checkOfficeSignUp(
  values: OfficeSignUpFormValues,
): FormCheck<OfficeSignUpFormField> & { submit?: OfficeSignUpRequest } {
  const parsed = officeSignUpRequestSchema.safeParse(values);
  if (parsed.success) return { fieldErrors: {}, submit: parsed.data };
  const fieldErrors: Partial<Record<OfficeSignUpFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') as OfficeSignUpFormField;
    fieldErrors[field] ??= issue.message;
  }
  return { fieldErrors, formError: 'Please correct the fields marked below.' };
}
