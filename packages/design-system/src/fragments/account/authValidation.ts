/**
 * Pure checks of the account forms, run on submit. Each returns the message for the whole form
 * (shown in an alert) and one message per field; an empty `fieldErrors` and no `formError` is valid.
 * Texts in quotes in the product spec are kept verbatim.
 */

/** Same minimum as the API's password rule. */
export const PASSWORD_MIN_LENGTH = 8;

export const messages = {
  loginEmpty: 'Please fill all the fields',
  signUpEmpty: 'Please fill all the fields !',
  passwordsDiffer: 'Passwords are not same !',
  emailRequired: 'Enter your e-mail',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Enter your password',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmRequired: 'Confirm your password',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  currentPasswordRequired: 'Enter your current password',
  newPasswordRequired: 'Enter a new password',
  nameTooLong: 'Names must be at most 100 characters',
} as const;

export interface ValidationResult<Field extends string> {
  /** Message for the whole form, or undefined. */
  formError?: string;
  /** Message per invalid field. */
  fieldErrors: Partial<Record<Field, string>>;
}

export function isValid<F extends string>(result: ValidationResult<F>): boolean {
  return result.formError === undefined && Object.keys(result.fieldErrors).length === 0;
}

const blank = (value: string) => value.trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address (the server does the real check). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Log in: both fields must be filled (no format check, as the spec says). */
export function validateLogin(values: LoginValues): ValidationResult<keyof LoginValues> {
  const fieldErrors: ValidationResult<keyof LoginValues>['fieldErrors'] = {};
  if (blank(values.email)) fieldErrors.email = messages.emailRequired;
  if (values.password === '') fieldErrors.password = messages.passwordRequired;
  return { fieldErrors, formError: Object.keys(fieldErrors).length ? messages.loginEmpty : undefined };
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Sign up: every field filled, a valid e-mail, a long enough password typed twice the same. */
export function validateSignUp(values: SignUpValues): ValidationResult<keyof SignUpValues> {
  const fieldErrors: ValidationResult<keyof SignUpValues>['fieldErrors'] = {};
  if (blank(values.firstName)) fieldErrors.firstName = messages.firstNameRequired;
  if (blank(values.lastName)) fieldErrors.lastName = messages.lastNameRequired;
  if (blank(values.email)) fieldErrors.email = messages.emailRequired;
  if (values.password === '') fieldErrors.password = messages.passwordRequired;
  if (values.confirmPassword === '') fieldErrors.confirmPassword = messages.confirmRequired;
  if (Object.keys(fieldErrors).length) return { fieldErrors, formError: messages.signUpEmpty };
  if (!isEmail(values.email)) fieldErrors.email = messages.emailInvalid;
  if (values.password.length < PASSWORD_MIN_LENGTH) fieldErrors.password = messages.passwordTooShort;
  if (values.password !== values.confirmPassword) {
    fieldErrors.confirmPassword = messages.passwordsDiffer;
    return { fieldErrors, formError: messages.passwordsDiffer };
  }
  return { fieldErrors };
}

export interface ForgotPasswordValues {
  email: string;
}

/** Forgot password: a filled, plausible e-mail. */
export function validateForgotPassword(values: ForgotPasswordValues): ValidationResult<'email'> {
  if (blank(values.email)) return { fieldErrors: { email: messages.emailRequired } };
  if (!isEmail(values.email)) return { fieldErrors: { email: messages.emailInvalid } };
  return { fieldErrors: {} };
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Set new password: a long enough password typed twice the same. */
export function validateNewPassword(values: NewPasswordValues): ValidationResult<keyof NewPasswordValues> {
  const fieldErrors: ValidationResult<keyof NewPasswordValues>['fieldErrors'] = {};
  if (values.password === '') fieldErrors.password = messages.newPasswordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) fieldErrors.password = messages.passwordTooShort;
  if (values.confirmPassword === '') fieldErrors.confirmPassword = messages.confirmRequired;
  else if (values.password !== values.confirmPassword) {
    fieldErrors.confirmPassword = messages.passwordsDiffer;
    return { fieldErrors, formError: messages.passwordsDiffer };
  }
  return { fieldErrors };
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: the current one, and a long enough new one typed twice the same. */
export function validateChangePassword(
  values: ChangePasswordValues,
): ValidationResult<keyof ChangePasswordValues> {
  const { fieldErrors, formError } = validateNewPassword({
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
  });
  const result: ValidationResult<keyof ChangePasswordValues> = {
    formError,
    fieldErrors: { newPassword: fieldErrors.password, confirmPassword: fieldErrors.confirmPassword },
  };
  if (values.currentPassword === '') result.fieldErrors.currentPassword = messages.currentPasswordRequired;
  return withoutEmpty(result);
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Needed only when the e-mail changes. */
  currentPassword?: string;
}

/** Your account: a valid e-mail and names of at most 100 characters (the API's limits). */
export function validateProfile(values: ProfileValues): ValidationResult<keyof ProfileValues> {
  const fieldErrors: ValidationResult<keyof ProfileValues>['fieldErrors'] = {};
  if (values.firstName.trim().length > 100) fieldErrors.firstName = messages.nameTooLong;
  if (values.lastName.trim().length > 100) fieldErrors.lastName = messages.nameTooLong;
  if (blank(values.email)) fieldErrors.email = messages.emailRequired;
  else if (!isEmail(values.email)) fieldErrors.email = messages.emailInvalid;
  return { fieldErrors };
}

function withoutEmpty<F extends string>(result: ValidationResult<F>): ValidationResult<F> {
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).filter(([, message]) => message !== undefined),
  ) as ValidationResult<F>['fieldErrors'];
  return result.formError === undefined ? { fieldErrors } : { fieldErrors, formError: result.formError };
}
