import { canonicalShopQuery, matchSiteRoute, recordIdSchema } from '@idl/api-contract';
import type { Database } from '../../db/database';
import { listCache } from '../catalog/list-cache';
import { pageHead, renderPageHead, type HeadPage } from './page-head';
import { seoRepository } from './seo.repository';

/** The HTTP status of a page of the web app: what its address shows, told truly. */
export type PageStatus = 200 | 404 | 410;

/** A page of the web app as the server answers it: its status and its head (HTML tags). */
export interface WebPage {
  status: PageStatus;
  head: string;
}

export interface WebPagesOptions {
  database: Database;
  /** The shop's public address (PUBLIC_URL): canonical addresses and pictures are under it. */
  publicUrl: string;
  /** Reads the catalogue version (list-cache.ts): a product page's head is cached per version. */
  catalogVersion: () => number | Promise<number>;
  /** Heads held in memory (a product page's is about 3 KB). */
  maxCachedPages?: number;
}

/**
 * The status and head of each address of the web app:
 * - 404 for an address no route of the web app opens (siteRoutes, the router's own table) or a
 *   product that does not exist, 410 for a product removed from the shop (archived: kept for the
 *   orders that hold it); both with the not-found title and `noindex`;
 * - 200 otherwise, with the page's title, description, canonical address, Open Graph and Twitter
 *   tags and JSON-LD (page-head.ts); `noindex` on the sign-in, account and admin pages.
 *
 * Answers are cached by catalogue version and by the address as far as it changes the head (the
 * route, the product id, the shop's canonical query), so any catalogue write shows at once and
 * varied spellings of one address share an entry.
 */
export function webPages({ database, publicUrl, catalogVersion, maxCachedPages = 1_000 }: WebPagesOptions) {
  const repository = seoRepository(database.db);
  const cache = listCache({ maxEntries: maxCachedPages });
  const notFound = (status: 404 | 410): WebPage => ({
    status,
    head: renderPageHead(pageHead({ kind: 'notFound' }, publicUrl)),
  });

  async function productPage(id: number): Promise<WebPage> {
    const row = await repository.findProductForHead(id);
    if (!row) return notFound(404);
    if (Number(row.archived) === 1) return notFound(410);
    const page: HeadPage = {
      kind: 'product',
      product: {
        id: Number(row.id),
        name: row.name,
        description: row.description,
        priceCents: Number(row.price_cents),
        inStock: Number(row.stock_quantity) > 0,
        imageUrl: row.image_url ?? null,
        rating: Number(row.rating_avg),
        reviewCount: Number(row.review_count),
        sku: row.sku,
        categoryId: row.category_id === null ? null : Number(row.category_id),
        categoryName: row.category_name,
        brandName: row.brand_name,
      },
    };
    return { status: 200, head: renderPageHead(pageHead(page, publicUrl)) };
  }

  // Cached as '<status> <head>': the cache holds strings.
  const encode = (page: WebPage) => `${page.status} ${page.head}`;
  const decode = (body: string): WebPage => ({
    status: Number(body.slice(0, 3)) as PageStatus,
    head: body.slice(4),
  });

  /** The page at `pathname` with the query `search` (as sent, without '?'). */
  return async function webPage(pathname: string, search: string): Promise<WebPage> {
    const match = matchSiteRoute(pathname);
    if (!match) return notFound(404);
    const params = new URLSearchParams(search);
    let key: string;
    let build: () => Promise<WebPage>;
    if (match.name === 'product') {
      const id = recordIdSchema.safeParse(match.params.productId ?? '');
      if (!id.success) return notFound(404);
      key = `product:${id.data}`;
      build = () => productPage(id.data);
    } else {
      key = match.name === 'shop' ? `shop${canonicalShopQuery(params)}` : match.name;
      build = async () => ({
        status: 200,
        head: renderPageHead(pageHead({ kind: 'route', match, search: params }, publicUrl)),
      });
    }
    const version = await catalogVersion();
    const cached = cache.hit(key, version);
    if (cached) return decode(cached.body);
    return decode((await cache.page(key, version, async () => encode(await build()))).body);
  };
}
