import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryListSchema, countryPaths, errorSchema, fillPath, type Country } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../lib/route-path';
import countries, { type LocaleData } from 'i18n-iso-countries';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';

// Through require: the server bundle keeps npm packages external, and a bundled JSON import would
// need an import attribute that esbuild does not keep.
const packageRequire = createRequire(import.meta.url);
const english = packageRequire('i18n-iso-countries/langs/en.json') as LocaleData;
/** SVG flags shipped inside the country-flag-icons package (3:2 aspect ratio). */
const flagsDir = path.join(path.dirname(packageRequire.resolve('country-flag-icons/package.json')), '3x2');

countries.registerLocale(english);

/** Every country with a flag we serve ourselves, sorted by name (the shop needs no outside service). */
function loadCountries(): Country[] {
  const names = countries.getNames('en', { select: 'alias' });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name, flagUrl: fillPath(countryPaths.flag, { code: `${code}.svg` }) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const all = loadCountries();
  const known = new Set(all.map((c) => c.code));

  app.get(
    countryPaths.countries,
    {
      schema: {
        tags: ['countries'],
        summary: 'Every country (ISO 3166 code, English name, flag), sorted by name',
        response: { 200: countryListSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return all;
    },
  );

  app.get(
    routePath(countryPaths.flag),
    {
      schema: {
        tags: ['countries'],
        summary: "A country's flag as SVG",
        params: z.object({ code: z.string().regex(/^[A-Z]{2}\.svg$/, 'Use a two-letter code, e.g. US.svg') }),
        response: { 200: z.any().describe('SVG image'), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const code = request.params.code.slice(0, 2);
      if (!known.has(code)) throw notFound('This flag');
      let svg: Buffer;
      try {
        svg = await readFile(path.join(flagsDir, `${code}.svg`));
      } catch {
        throw notFound('This flag');
      }
      return (
        reply
          .header('cache-control', 'public, max-age=604800')
          // A flag is a picture: no script may run even when the SVG is opened on its own.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type('image/svg+xml')
          .send(svg)
      );
    },
  );
};
