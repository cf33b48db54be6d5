/** Money is integer cents inside the server and dollars at the edge. */
export const toDollars = (cents: number) => cents / 100;

/** Sales tax on a subtotal, rounded to the cent: the cart's Review and the placed order use this one rule. */
export const salesTaxCents = (subtotalCents: number, rate: number) => Math.round(subtotalCents * rate);
