import { z } from 'zod';

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
