import { createHash } from 'node:crypto';
import { API_PREFIX, siteRoutes, sitePaths, siteUrl, type SiteRoute } from '@idl/api-contract';
import type { Database } from '../../db/database';
import { listCache, type CachedPage } from '../catalog/list-cache';
import { seoRepository } from './seo.repository';

/** The sitemaps.org protocol's limit of addresses in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export const sitemapPaths = {
  robots: '/robots.txt',
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  products: (n: number) => `/sitemaps/products-${n}.xml`,
} as const;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

const urlEntry = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;

export interface SitemapOptions {
  database: Database;
  /** The shop's public address (PUBLIC_URL): every address in robots.txt and the sitemaps is under it. */
  publicUrl: string;
  /** Reads the catalogue version (list-cache.ts); every cached sitemap is of one version. */
  catalogVersion: () => number | Promise<number>;
  /** Addresses per product sitemap: the protocol's 50,000 (tests pass a few). */
  urlsPerSitemap?: number;
  /** Products read per query while writing one product sitemap. */
  rowsPerQuery?: number;
  /** Sitemaps held in memory (a product sitemap of 50,000 addresses is about 5 MB). */
  maxCachedSitemaps?: number;
}

/**
 * robots.txt, the sitemap index and its sitemaps: the public pages of the route table, then every
 * visible product in id order, at most `urlsPerSitemap` addresses a file, so a catalogue of any
 * size is covered (1,000,000 products: 20 product sitemaps).
 *
 * Product sitemap n holds the visible products after the first (n - 1) x urlsPerSitemap of them.
 * Where each one starts is found by walking the id index in keyset pages (`id > last`, never an
 * OFFSET over the catalogue), and remembered for the catalogue version; a sitemap's rows are read
 * in keyset pages of `rowsPerQuery`. Every answer is cached by the catalogue version, as the
 * product list pages are: any catalogue write (by any instance) makes the next request build anew.
 */
export function sitemaps({
  database,
  publicUrl,
  catalogVersion,
  urlsPerSitemap = MAX_URLS_PER_SITEMAP,
  rowsPerQuery = 5_000,
  maxCachedSitemaps = 8,
}: SitemapOptions) {
  if (!Number.isInteger(urlsPerSitemap) || urlsPerSitemap < 1 || urlsPerSitemap > MAX_URLS_PER_SITEMAP)
    throw new Error(`urlsPerSitemap must be from 1 to ${MAX_URLS_PER_SITEMAP}`);
  const repository = seoRepository(database.db);
  const url = (path: string) => siteUrl(publicUrl, path);
  const cache = listCache({ maxEntries: maxCachedSitemaps });

  /** Where product sitemap n starts (after product id starts[n - 1]), per catalogue version. */
  let starts: { version: number; ids: Promise<number>[] } = { version: -1, ids: [] };
  function startOf(n: number, version: number): Promise<number> {
    if (starts.version !== version) starts = { version, ids: [Promise.resolve(0)] };
    const ids = starts.ids;
    for (let k = ids.length; k < n; k++) {
      const next = ids[k - 1]!.then(lastIdOfPage);
      ids[k] = next;
      // A failed read is not remembered: the next request walks again.
      next.catch(() => {
        if (starts.ids === ids) starts = { version: -1, ids: [] };
      });
    }
    return ids[n - 1]!;
  }
  /** The id of the last of the next urlsPerSitemap visible products after `after` (a keyset page). */
  const lastIdOfPage = (after: number) => repository.lastVisibleIdOfPage(after, urlsPerSitemap);
  const visibleProducts = () => repository.countVisibleProducts();

  async function productSitemap(n: number, version: number): Promise<string | undefined> {
    let after = await startOf(n, version);
    const parts: string[] = [];
    let left = urlsPerSitemap;
    while (left > 0) {
      const rows = await repository.visibleProductsAfter(after, Math.min(rowsPerQuery, left));
      for (const row of rows) parts.push(urlEntry(url(sitePaths.product(row.id)), lastmod(row.updated_at)));
      if (rows.length < Math.min(rowsPerQuery, left)) break;
      left -= rows.length;
      after = Number(rows.at(-1)!.id);
    }
    // A number past the catalogue's end (the index never names one): nothing to list.
    if (parts.length === 0) return undefined;
    return `${XML_DECLARATION}<urlset xmlns="${XMLNS}">\n${parts.join('')}</urlset>\n`;
  }

  const listedPages = (Object.values(siteRoutes) as SiteRoute[]).filter(
    (route) => route.audience === 'public' && route.listed,
  );
  const pagesXml = `${XML_DECLARATION}<urlset xmlns="${XMLNS}">\n${listedPages
    .map((route) => urlEntry(url(route.path)))
    .join('')}</urlset>\n`;

  const robotsTxt = [
    'User-agent: *',
    ...(Object.values(siteRoutes) as SiteRoute[])
      .filter((route) => route.audience !== 'public')
      .map((route) => `Disallow: ${route.path.replace(/\/\*$/, '')}`),
    // The cart panel opens over the shop; warranty addresses with a query carry a reference.
    `Disallow: ${sitePaths.cart.replace(/=.*$/, '=')}`,
    `Disallow: ${sitePaths.warranty}?`,
    // The API, its docs and metrics; product pictures stay open to image search and link previews.
    `Disallow: ${API_PREFIX}/`,
    `Allow: ${API_PREFIX}/uploads/`,
    'Allow: /',
    '',
    `Sitemap: ${url(sitemapPaths.index)}`,
    '',
  ].join('\n');

  return {
    robotsTxt,
    /** The index: the pages sitemap, then ceil(visible products / urlsPerSitemap) product sitemaps. */
    async index(): Promise<CachedPage> {
      const version = await catalogVersion();
      const cached = cache.hit(sitemapPaths.index, version);
      if (cached) return cached;
      return cache.page(sitemapPaths.index, version, async () => {
        const count = Math.ceil((await visibleProducts()) / urlsPerSitemap);
        const files = [
          sitemapPaths.pages,
          ...Array.from({ length: count }, (_, i) => sitemapPaths.products(i + 1)),
        ];
        return `${XML_DECLARATION}<sitemapindex xmlns="${XMLNS}">\n${files
          .map((path) => `<sitemap><loc>${escapeXml(url(path))}</loc></sitemap>\n`)
          .join('')}</sitemapindex>\n`;
      });
    },
    pages: {
      body: pagesXml,
      etag: `W/"${createHash('sha1').update(pagesXml).digest('base64url').slice(0, 16)}"`,
    },
    /** Product sitemap n (from 1), or undefined past the catalogue's end. */
    async products(n: number): Promise<CachedPage | undefined> {
      if (!Number.isSafeInteger(n) || n < 1) return undefined;
      const version = await catalogVersion();
      const key = sitemapPaths.products(n);
      const page =
        cache.hit(key, version) ??
        (await cache.page(key, version, async () => {
          // Past the end no start is looked for: the walk to it is as long as n.
          if (n > Math.ceil((await visibleProducts()) / urlsPerSitemap)) return '';
          return (await productSitemap(n, version)) ?? '';
        }));
      return page.body === '' ? undefined : page;
    },
  };
}

/** A product's update time as W3C datetime (stored as ISO text). */
function lastmod(updatedAt: string | Date | null | undefined): string | undefined {
  if (!updatedAt) return undefined;
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
