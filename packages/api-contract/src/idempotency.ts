import { z } from 'zod';

/** The header that makes a create safe to send twice (a double click, a retry after a timeout). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const idempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('Any unique string per attempt; a repeat with the same key returns what the first made'),
});
