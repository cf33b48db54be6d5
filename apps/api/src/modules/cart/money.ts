/** Money is integer cents inside the server and dollars at the edge. */
export const toDollars = (cents: number) => cents / 100;
