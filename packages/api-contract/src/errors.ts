import { z } from 'zod';

/** Every failure the API answers has this shape, whatever the status. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'WRONG_CREDENTIALS',
  'ACCOUNT_DEACTIVATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'QUANTITY_LIMIT',
  'ORDERED_AS_CASE',
  'TOO_MANY_UNPAID_ORDERS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_PROVIDER_ERROR',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the field, e.g. "shipping.city"'),
  message: z.string(),
});

export const errorSchema = z
  .object({
    code: z.string().describe('Stable machine-readable code, e.g. VALIDATION_ERROR'),
    message: z.string().describe('A sentence a user understands'),
    details: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'Error' });

export type ApiError = z.infer<typeof errorSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
