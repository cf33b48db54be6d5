import { z } from 'zod';
import { API_PREFIX } from './paths';

export const countryPaths = {
  countries: `${API_PREFIX}/api/countries`,
  flag: `${API_PREFIX}/flags/{code}`,
} as const;

export const countrySchema = z
  .object({ code: z.string().length(2), name: z.string(), flagUrl: z.string() })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);
