import { z } from 'zod';

/** Ids are 32-bit integer columns (PostgreSQL `integer`); a larger number names nothing. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a path, query or body: a whole number from 1 to MAX_RECORD_ID. */
export const recordIdSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID, 'No record has this id');
