/**
 * The account menu's label: the part of the e-mail before the '@', first letter capitalised
 * ('jane.doe@example.com' -> 'Jane.doe'). Text without '@' is used whole.
 */
export function accountLabelFromEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.indexOf('@');
  const local = at === -1 ? trimmed : trimmed.slice(0, at);
  if (local === '') return '';
  return local.charAt(0).toLocaleUpperCase('en-US') + local.slice(1);
}
