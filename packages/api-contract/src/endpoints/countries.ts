import { z } from 'zod';
import { countryListSchema, countryPaths } from '../countries';
import { endpoint } from '../endpoint';

/** The countries the shop ships to, and their flags. */
export const countriesEndpoints = {
  countries: endpoint({ method: 'GET', path: countryPaths.countries, response: countryListSchema }),
  flag: endpoint({
    method: 'GET',
    path: countryPaths.flag,
    params: z.object({ code: z.string().regex(/^[A-Z]{2}\.svg$/, 'Use a two-letter code, e.g. US.svg') }),
    response: z.any().describe('SVG image'),
    file: 'image/svg+xml',
  }),
};
