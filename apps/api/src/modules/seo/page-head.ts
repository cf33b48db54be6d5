import {
  canonicalShopQuery,
  labDetails,
  notFoundPageText,
  pageTexts,
  productPageText,
  siteRoutes,
  sitePaths,
  siteUrl,
  type SiteRoute,
  type SiteRouteMatch,
  type SiteRouteName,
} from '@idl/api-contract';

/** What a product page's head tells about the product. Money in cents, as the server keeps it. */
export interface HeadProduct {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  inStock: boolean;
  /** The first picture, as stored: a path of this site or an absolute address. */
  imageUrl: string | null;
  /** Average of the verified reviews and their count (0 and 0 without reviews). */
  rating: number;
  reviewCount: number;
  sku: string;
  categoryId: number | null;
  categoryName: string | null;
  brandName: string | null;
}

/** The page an address shows, as far as its head is concerned. */
export type HeadPage =
  | { kind: 'route'; match: SiteRouteMatch; search: URLSearchParams }
  | { kind: 'product'; product: HeadProduct }
  | { kind: 'notFound' };

/** A page's head as data: rendered to HTML here, and readable by a later server renderer. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address (absolute); none on pages search engines are asked to leave out. */
  canonical?: string;
  /** The robots meta tag, e.g. 'noindex' for private and not-found pages. */
  robots?: string;
  /** Open Graph tags (og:*, product:*), in order: [property, content]. */
  openGraph: [string, string][];
  /** Twitter card tags, in order: [name, content]. */
  twitter: [string, string][];
  /** schema.org objects, each sent as its own JSON-LD block. */
  jsonLd: Record<string, unknown>[];
}

/** The pages that present the lab itself: their head names it as a `Dentist` (a LocalBusiness). */
const labPages = new Set<SiteRouteName>([
  'home',
  'aboutUs',
  'aboutUsAlias',
  'contactUs',
  'patient',
  'doctor',
  'warranty',
]);

const SCHEMA = 'https://schema.org';

/** Dollars with two decimals, as Open Graph and schema.org offers write a price: 1250 -> '12.50'. */
const priceText = (cents: number) => (cents / 100).toFixed(2);

/** The lab as schema.org describes a dental practice, with its Miami address and phone. */
function labJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'Dentist',
    '@id': `${siteUrl(publicUrl, sitePaths.home)}#lab`,
    name: labDetails.name,
    description: labDetails.description,
    url: siteUrl(publicUrl, sitePaths.home),
    telephone: labDetails.phone,
    email: labDetails.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: labDetails.address.locality,
      addressRegion: labDetails.address.region,
      addressCountry: labDetails.address.country,
    },
    areaServed: `${labDetails.address.locality}, ${labDetails.address.regionName}`,
  };
}

function routeHead(match: SiteRouteMatch, search: URLSearchParams, publicUrl: string): PageHead {
  const text = pageTexts[match.name];
  const route: SiteRoute = match.route;
  if (route.audience !== 'public') {
    return { ...text, robots: 'noindex', openGraph: [], twitter: [], jsonLd: [] };
  }
  // An alias names its route's address; /shop keeps the query that changes its list.
  const canonicalRoute = route.aliasOf ? siteRoutes[route.aliasOf as SiteRouteName] : route;
  const query = match.name === 'shop' ? canonicalShopQuery(search) : '';
  const canonical = siteUrl(publicUrl, `${canonicalRoute.path}${query}`);
  return {
    ...text,
    canonical,
    openGraph: [
      ['og:site_name', labDetails.name],
      ['og:type', 'website'],
      ['og:title', text.title],
      ['og:description', text.description],
      ['og:url', canonical],
      ['og:locale', 'en_US'],
    ],
    twitter: [
      ['twitter:card', 'summary'],
      ['twitter:title', text.title],
      ['twitter:description', text.description],
    ],
    jsonLd: labPages.has(match.name) ? [labJsonLd(publicUrl)] : [],
  };
}

function productHead(product: HeadProduct, publicUrl: string): PageHead {
  const text = productPageText(product);
  const canonical = siteUrl(publicUrl, sitePaths.product(product.id));
  const image = product.imageUrl ? new URL(product.imageUrl, `${publicUrl}/`).href : undefined;
  const price = priceText(product.priceCents);
  const home = siteUrl(publicUrl, sitePaths.home);
  const shop = siteUrl(publicUrl, sitePaths.shop);
  const trail: [string, string][] = [
    ['Home', home],
    ['Shop', shop],
    ...(product.categoryId !== null && product.categoryName
      ? [
          [
            product.categoryName,
            siteUrl(publicUrl, sitePaths.shopFiltered({ categoryId: product.categoryId })),
          ] as [string, string],
        ]
      : []),
    [product.name, canonical],
  ];
  return {
    ...text,
    canonical,
    openGraph: [
      ['og:site_name', labDetails.name],
      ['og:type', 'product'],
      ['og:title', text.title],
      ['og:description', text.description],
      ['og:url', canonical],
      ['og:locale', 'en_US'],
      ...(image
        ? ([
            ['og:image', image],
            ['og:image:alt', product.name],
          ] as [string, string][])
        : []),
      ['product:price:amount', price],
      ['product:price:currency', 'USD'],
      ['product:availability', product.inStock ? 'in stock' : 'out of stock'],
    ],
    twitter: [
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', text.title],
      ['twitter:description', text.description],
      ...(image
        ? ([
            ['twitter:image', image],
            ['twitter:image:alt', product.name],
          ] as [string, string][])
        : []),
      ['twitter:label1', 'Price'],
      ['twitter:data1', `$${price}`],
      ['twitter:label2', 'Availability'],
      ['twitter:data2', product.inStock ? 'In stock' : 'Out of stock'],
    ],
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'Product',
        name: product.name,
        description: text.description,
        sku: product.sku,
        url: canonical,
        ...(image ? { image: [image] } : {}),
        ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
        ...(product.categoryName ? { category: product.categoryName } : {}),
        offers: {
          '@type': 'Offer',
          url: canonical,
          price,
          priceCurrency: 'USD',
          availability: `${SCHEMA}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
          itemCondition: `${SCHEMA}/NewCondition`,
          seller: { '@type': 'Organization', name: labDetails.name },
        },
        // Only with reviews: a rating of nothing is not a rating.
        ...(product.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Math.round(product.rating * 10) / 10,
                reviewCount: product.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        '@context': SCHEMA,
        '@type': 'BreadcrumbList',
        itemListElement: trail.map(([name, item], index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          item,
        })),
      },
    ],
  };
}

/** The head of a page of the web app, under the shop's public address (PUBLIC_URL). */
export function pageHead(page: HeadPage, publicUrl: string): PageHead {
  const base = publicUrl.replace(/\/$/, '');
  if (page.kind === 'product') return productHead(page.product, base);
  if (page.kind === 'route') return routeHead(page.match, page.search, base);
  return { ...notFoundPageText, robots: 'noindex', openGraph: [], twitter: [], jsonLd: [] };
}

/** Text safe inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * JSON safe inside a `<script>` data block: no `<` (so no `</script>` or `<!--`), `>` or `&` can
 * appear as such, nor the line separators old parsers took for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The head as HTML tags, everything escaped. JSON-LD goes in `<script type="application/ld+json">`:
 * a data block the browser never runs, so the content security policy (no inline scripts) stays.
 */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.openGraph.map(([property, content]) => meta('property', property, content)),
    ...head.twitter.map(([name, content]) => meta('name', name, content)),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}

/**
 * The built index.html as a template: its own title and description are taken out and each page's
 * head goes where the title was (before the closing head tag when it has none); the rest of the
 * document is sent as built.
 */
export function htmlWithHead(indexHtml: string): (head: string) => string {
  const withoutDescription = indexHtml.replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\n?/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  if (title) {
    const before = withoutDescription.slice(0, title.index);
    const after = withoutDescription.slice(title.index + title[0].length);
    return (head) => `${before}${head}${after}`;
  }
  const end = withoutDescription.search(/<\/head>/i);
  if (end < 0) return () => indexHtml;
  const before = withoutDescription.slice(0, end);
  const after = withoutDescription.slice(end);
  return (head) => `${before}${head}\n${after}`;
}
