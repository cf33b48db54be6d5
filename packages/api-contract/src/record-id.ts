import { z } from 'zod';

/** Ids are 32-bit integer columns (PostgreSQL `integer`); a larger number names nothing. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A whole number sent as a JSON number or as digits (paths, queries and the shop's legacy forms
 * send strings). Plain z.coerce also took `true` or `[1]` as 1.
 */
export const wholeNumberInput = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'Expected a whole number'),
]);

/** A record id in a path, query or body: a whole number from 1 to MAX_RECORD_ID. */
export const recordIdSchema = wholeNumberInput.pipe(
  z.coerce.number<number | string>().int().positive().max(MAX_RECORD_ID, 'No record has this id'),
);
