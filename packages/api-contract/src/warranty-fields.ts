import { z } from 'zod';

/** Field rules shared by the warranty and contact forms (the web forms reuse them). */

export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

export const emailField = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

export const phoneField = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^\+?[0-9 ()./-]{7,20}$/, 'Enter a phone number of 7 to 20 digits');

export const addressField = z
  .string({ error: 'Address is required' })
  .trim()
  .min(3, 'Address is required')
  .max(200, 'Address must be at most 200 characters');

export const cityField = personName('City');

export const zipField = z
  .string({ error: 'ZIP is required' })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code');

/** Reference numbers are shown in capitals; a patient may type them in lower case. */
export const referenceField = z
  .string({ error: 'Reference number is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Reference number is required')
  .max(20, 'Reference number must be at most 20 characters');

/** ISO date (YYYY-MM-DD) in UTC. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 0-based pages, as the shop's other lists. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.int(), page: z.int(), size: z.int() });
