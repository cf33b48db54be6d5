import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of each name, capitalised', () => {
    expect(initialsOf('jane', 'doe', 'jane@example.com')).toBe('JD');
  });

  it('uses one name when the other is empty', () => {
    expect(initialsOf(' ', 'Doe', 'jane@example.com')).toBe('D');
  });

  it("falls back to the e-mail's first letter, then to nothing", () => {
    expect(initialsOf('', '', 'mike@example.com')).toBe('M');
    expect(initialsOf('', '', '')).toBe('');
  });
});
