import type { OrderLine } from '@idl/api-contract';

/**
 * One product line of the order: the contract's OrderLine (the product is null when it no longer
 * exists, and then cannot be reviewed; `reviewed` once the customer has reviewed it).
 */
export type OrderDetailLine = OrderLine;
