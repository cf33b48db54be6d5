import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Country, countryPaths, endpoints, errorSchema, fillPath } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import countries, { type LocaleData } from 'i18n-iso-countries';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';

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

  route(
    app,
    endpoints.countries.countries,
    {
      schema: {
        tags: ['countries'],
        summary: 'Every country (ISO 3166 code, English name, flag), sorted by name',
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return all;
    },
  );

  route(
    app,
    endpoints.countries.flag,
    {
      schema: {
        tags: ['countries'],
        summary: "A country's flag as SVG",
        response: { 400: errorSchema, 404: errorSchema },
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
