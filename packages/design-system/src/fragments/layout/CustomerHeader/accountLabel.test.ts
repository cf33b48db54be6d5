import { describe, expect, it } from 'vitest';
import { accountLabelFromEmail } from './accountLabel';

describe('accountLabelFromEmail', () => {
  it('keeps the part before the @ and capitalises its first letter', () => {
    expect(accountLabelFromEmail('jane@example.com')).toBe('Jane');
  });

  it('leaves the rest of the local part as typed', () => {
    expect(accountLabelFromEmail('jane.doe-Smith@example.com')).toBe('Jane.doe-Smith');
  });

  it('ignores spaces around the address', () => {
    expect(accountLabelFromEmail('  bob@lab.com ')).toBe('Bob');
  });

  it('uses the whole text when there is no @', () => {
    expect(accountLabelFromEmail('admin')).toBe('Admin');
  });

  it('gives an empty label for an empty local part', () => {
    expect(accountLabelFromEmail('@example.com')).toBe('');
    expect(accountLabelFromEmail('')).toBe('');
  });

  it('keeps a label that already starts with a digit or capital', () => {
    expect(accountLabelFromEmail('9lives@cat.io')).toBe('9lives');
    expect(accountLabelFromEmail('Ann@x.org')).toBe('Ann');
  });
});
