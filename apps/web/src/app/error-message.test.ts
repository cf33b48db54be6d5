import { ApiRequestError, type ApiError } from '@idl/api-contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  correctFieldsMessage,
  errorMessage,
  formErrorsOf,
  refusalMessage,
  unreachableMessage,
  useFormErrors,
} from './error-message';

const refused = (status: number, body: ApiError) => new ApiRequestError(status, body);
const invalid = (details: ApiError['details']) =>
  refused(400, { code: 'VALIDATION_ERROR', message: 'The request is not valid', details });

describe('errorMessage', () => {
  it("says the API's message, or the fallback when the server was not reached", () => {
    expect(errorMessage(refused(409, { code: 'CONFLICT', message: 'Name taken' }))).toBe('Name taken');
    expect(errorMessage(new TypeError('Failed to fetch'), 'We could not load your cart.')).toBe(
      'We could not load your cart.',
    );
  });
});

describe('refusalMessage', () => {
  it("says the API's message only for a refusal with one of the statuses asked for", () => {
    const overdue = refused(409, { code: 'CONFLICT', message: 'Your dues are overdue' });
    expect(refusalMessage(overdue, 409)).toBe('Your dues are overdue');
    expect(refusalMessage(overdue, 404, 409)).toBe('Your dues are overdue');
    expect(refusalMessage(overdue, 404)).toBeUndefined();
    expect(refusalMessage(new TypeError('Failed to fetch'), 409)).toBeUndefined();
  });
});

describe('formErrorsOf', () => {
  it('puts each detail on the field its path starts with; the first message of a field wins', () => {
    const error = invalid([
      { field: 'email', message: 'Enter a valid e-mail' },
      { field: 'images.0.imageUrl', message: 'Unknown image' },
      { field: 'images.1.imageUrl', message: 'Another' },
    ]);
    expect(formErrorsOf(error, ['email', 'images', 'name'])).toEqual({
      fieldErrors: { email: 'Enter a valid e-mail', images: 'Unknown image' },
      formError: correctFieldsMessage,
    });
  });

  it('does not take a field whose name only begins the same ("emailConfirm" is not "email")', () => {
    expect(formErrorsOf(invalid([{ field: 'emailConfirm', message: 'Differs' }]), ['email'])).toEqual({
      fieldErrors: {},
      formError: 'Differs',
    });
  });

  it('says above the form what no field takes', () => {
    const error = invalid([
      { field: 'email', message: 'Enter a valid e-mail' },
      { field: 'token', message: 'The link has expired.' },
    ]);
    expect(formErrorsOf(error, ['email'])).toEqual({
      fieldErrors: { email: 'Enter a valid e-mail' },
      formError: 'The link has expired.',
    });
  });

  it('keeps whole paths for a form of lists (no field names given)', () => {
    const error = invalid([{ field: 'transferMethods.1.account', message: 'At most 300 characters' }]);
    expect(formErrorsOf(error).fieldErrors).toEqual({
      'transferMethods.1.account': 'At most 300 characters',
    });
  });

  it('shows a refusal without details above the form, and on the fields named for its status', () => {
    const taken = refused(409, { code: 'CONFLICT', message: 'An account with this e-mail already exists' });
    expect(formErrorsOf(taken, ['firstName', 'email'])).toEqual({
      fieldErrors: {},
      formError: 'An account with this e-mail already exists',
    });
    expect(formErrorsOf(taken, ['firstName', 'email'], { statusFields: { 409: ['email'] } })).toEqual({
      fieldErrors: { email: 'An account with this e-mail already exists' },
      formError: 'An account with this e-mail already exists',
    });
  });

  it('replaces the message of a code when the form words it its own way', () => {
    const wrong = refused(401, { code: 'WRONG_CREDENTIALS', message: 'Invalid e-mail or password' });
    expect(
      formErrorsOf(wrong, [], { codeMessages: { WRONG_CREDENTIALS: 'Wrong credentials' } }).formError,
    ).toBe('Wrong credentials');
  });

  it('says the server could not be reached when the call failed before an answer', () => {
    expect(formErrorsOf(new TypeError('Failed to fetch'), ['email'])).toEqual({
      fieldErrors: {},
      formError: unreachableMessage,
    });
  });
});

describe('useFormErrors', () => {
  const fields = ['email', 'message'] as const;

  it("shows a failure's messages until the form is sent again, the same object while it lasts", () => {
    const first = invalid([{ field: 'email', message: 'Enter a valid e-mail' }]);
    const { result, rerender } = renderHook(({ error }: { error: unknown }) => useFormErrors(error, fields), {
      initialProps: { error: null as unknown },
    });
    expect(result.current).toEqual({ fieldErrors: {} });

    rerender({ error: first });
    const shown = result.current;
    expect(shown).toEqual({
      fieldErrors: { email: 'Enter a valid e-mail' },
      formError: correctFieldsMessage,
    });
    // The form shows the server's messages again whenever it receives a new object.
    rerender({ error: first });
    expect(result.current).toBe(shown);

    // Sent again: TanStack Query clears the error while the mutation runs.
    rerender({ error: null });
    expect(result.current).toEqual({ fieldErrors: {} });

    rerender({ error: invalid([{ field: 'message', message: 'Say a little more' }]) });
    expect(result.current.fieldErrors).toEqual({ message: 'Say a little more' });
  });
});
