/** Up to two capital letters for an avatar: 'Jane' 'Doe' -> 'JD'; no names: the e-mail's first letter. */
export function initialsOf(firstName: string, lastName: string, email: string): string {
  const letters = [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .filter(Boolean)
    .join('');
  const fallback = email.trim().charAt(0);
  return (letters || fallback).toLocaleUpperCase('en-US');
}
