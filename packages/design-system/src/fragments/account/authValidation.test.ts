import { describe, expect, it } from 'vitest';
import {
  isValid,
  messages,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateProfile,
  validateSignUp,
} from './authValidation';

const signUp = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'long enough',
  confirmPassword: 'long enough',
};

describe('validateLogin', () => {
  it("asks to 'Please fill all the fields' and marks each empty field", () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      formError: 'Please fill all the fields',
      fieldErrors: { email: messages.emailRequired, password: messages.passwordRequired },
    });
    expect(validateLogin({ email: 'jane@example.com', password: '' }).fieldErrors).toEqual({
      password: messages.passwordRequired,
    });
  });

  it('accepts any filled e-mail and password (no format rule on log in)', () => {
    expect(isValid(validateLogin({ email: 'jane', password: 'x' }))).toBe(true);
  });
});

describe('validateSignUp', () => {
  it("gives 'Please fill all the fields !' when a field is empty", () => {
    const result = validateSignUp({ ...signUp, lastName: '', confirmPassword: '' });
    expect(result.formError).toBe('Please fill all the fields !');
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['confirmPassword', 'lastName']);
  });

  it("gives 'Passwords are not same !' on the confirm field when they differ", () => {
    const result = validateSignUp({ ...signUp, confirmPassword: 'long enougH' });
    expect(result.formError).toBe('Passwords are not same !');
    expect(result.fieldErrors).toEqual({ confirmPassword: 'Passwords are not same !' });
  });

  it('refuses a malformed e-mail and a short password', () => {
    const result = validateSignUp({ ...signUp, email: 'jane@', password: 'short', confirmPassword: 'short' });
    expect(result.fieldErrors).toEqual({ email: messages.emailInvalid, password: messages.passwordTooShort });
    expect(isValid(result)).toBe(false);
  });

  it('accepts complete, matching values', () => {
    expect(isValid(validateSignUp(signUp))).toBe(true);
  });
});

describe('validateForgotPassword', () => {
  it('needs a plausible e-mail', () => {
    expect(validateForgotPassword({ email: '' }).fieldErrors.email).toBe(messages.emailRequired);
    expect(validateForgotPassword({ email: 'no-at-sign' }).fieldErrors.email).toBe(messages.emailInvalid);
    expect(isValid(validateForgotPassword({ email: 'a@b.co' }))).toBe(true);
  });
});

describe('validateNewPassword', () => {
  it('needs both fields, 8 characters and the same text twice', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' }).fieldErrors).toEqual({
      password: messages.newPasswordRequired,
      confirmPassword: messages.confirmRequired,
    });
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' }).fieldErrors).toEqual({
      password: messages.passwordTooShort,
    });
    expect(validateNewPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgH' })).toEqual({
      formError: 'Passwords are not same !',
      fieldErrors: { confirmPassword: 'Passwords are not same !' },
    });
    expect(isValid(validateNewPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toBe(true);
  });
});

describe('validateChangePassword', () => {
  it('names only the fields that are wrong', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual({ fieldErrors: { currentPassword: messages.currentPasswordRequired } });
    expect(
      validateChangePassword({ currentPassword: 'old', newPassword: 'abcdefgh', confirmPassword: 'x' }),
    ).toEqual({
      formError: 'Passwords are not same !',
      fieldErrors: { confirmPassword: 'Passwords are not same !' },
    });
    expect(
      isValid(
        validateChangePassword({
          currentPassword: 'old',
          newPassword: 'abcdefgh',
          confirmPassword: 'abcdefgh',
        }),
      ),
    ).toBe(true);
  });
});

describe('validateProfile', () => {
  it('needs a valid e-mail and names of at most 100 characters', () => {
    expect(validateProfile({ firstName: 'a'.repeat(101), lastName: '', email: 'x' }).fieldErrors).toEqual({
      firstName: messages.nameTooLong,
      email: messages.emailInvalid,
    });
    expect(isValid(validateProfile({ firstName: '', lastName: '', email: 'jane@example.com' }))).toBe(true);
  });
});
