/**
 * Money is integer cents inside the server (and in the database) and dollars only at the edge: the
 * API's numbers and the texts people read. Every conversion between the two goes through here.
 */

/** Cents to the dollars the API answers with (1999 -> 19.99). */
export const toDollars = (cents: number): number => cents / 100;

/**
 * Rounds to the nearest whole cent, halves away from zero. The product is first cut to 15
 * significant digits, so the binary error of `1.005 * 100` (100.49999999999999) rounds as the
 * 100.5 it stands for.
 */
const roundCents = (cents: number): number => {
  const exact = Number(cents.toPrecision(15));
  return Math.sign(exact) * Math.round(Math.abs(exact));
};

/** Dollars (as typed or sent to the API) to whole cents, to the nearest cent (19.99 -> 1999). */
export const toCents = (dollars: number): number => roundCents(dollars * 100);

/** The fewest whole cents that are at least `dollars`: the lower end of a price filter. */
export const toCentsAtLeast = (dollars: number): number => Math.ceil(Number((dollars * 100).toPrecision(15)));

/** The most whole cents that are at most `dollars`: the upper end of a price filter. */
export const toCentsAtMost = (dollars: number): number => Math.floor(Number((dollars * 100).toPrecision(15)));

/** Sales tax on a subtotal, to the nearest cent: the cart's Review and the placed order use this one rule. */
export const salesTaxCents = (subtotalCents: number, rate: number): number =>
  roundCents(subtotalCents * rate);

// Money as people read it in e-mails, notifications and documents (1999 cents -> "$19.99",
// 1234.5 dollars -> "$1,234.50"): the contract's, which the screens write too.
export { formatCents, formatDollars } from '@idl/api-contract';
