import { describe, expect, it } from 'vitest';
import { emailError, phoneError, requiredErrors, zipError } from '../../../components/Form';
import { formatDollars } from '../../../format';

describe('form checks (the same rules the API applies)', () => {
  it('names every empty or blank required field and only those', () => {
    expect(
      requiredErrors(
        { firstName: '  ', lastName: 'Lopez', city: '' },
        { firstName: 'Enter your first name', lastName: 'Enter your last name', city: 'Enter your city' },
      ),
    ).toEqual({ firstName: 'Enter your first name', city: 'Enter your city' });
  });

  it('tells a missing e-mail from a malformed one', () => {
    expect(emailError('')).toBe('Enter your e-mail address');
    expect(emailError('maria@example')).toBe('Enter a valid e-mail address');
    expect(emailError(' maria@example.com ')).toBeUndefined();
  });

  it('accepts 5-digit and ZIP+4 codes only', () => {
    expect(zipError('33139')).toBeUndefined();
    expect(zipError('33139-1234')).toBeUndefined();
    expect(zipError('3313')).toBe('Enter a 5-digit ZIP code');
    expect(zipError('')).toBe('Enter your ZIP code');
  });

  it('accepts phone numbers of 7 to 20 characters', () => {
    expect(phoneError('+1 (305) 555-0142')).toBeUndefined();
    expect(phoneError('12')).toBe('Enter a phone number of 7 to 20 digits');
  });
});

describe('formatting', () => {
  // Dates: packages/api-contract/src/dates.test.ts (one format for the whole shop).
  it('shows API dollars as money', () => {
    expect(formatDollars(20)).toBe('$20.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });
});
