import type { ShopBrand, ShopCategory, ShopProduct, ShopProductSummary, ShopReview } from './shopTypes';

/**
 * Deterministic sample data for the shop stories and page stories: fixed dates, no randomness,
 * images as inline SVG data URIs so screenshots never wait for the network.
 */

/** A small product picture: a tinted square with a tooth outline and a caption. */
export function sampleImage(caption: string, tint: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="${tint}"/><path d="M130 70c-25 0-38 22-30 50 6 22 10 40 14 56 3 12 16 12 18 0l6-30c2-8 12-8 14 0l6 30c2 12 15 12 18 0 4-16 8-34 14-56 8-28-5-50-30-50-10 0-16 6-20 6s-10-6-20-6z" fill="#ffffff" stroke="#1b2430" stroke-width="4"/><text x="160" y="222" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#1b2430">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A brand logo: the brand's initials on a tinted circle. */
export function sampleLogo(initials: string, tint: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46" fill="${tint}"/><text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#1b2430">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * An uploaded image with its stored 320 px and 800 px versions, as the API sends it. Each version
 * is captioned with its name, so a screenshot shows which one the browser picked. Blob addresses
 * behave like fetched files: Chromium treats every data: candidate of a srcset as already cached
 * and would always take the largest.
 */
export function storedImage(caption: string, tint: string, altText = caption) {
  const version = (name: string) => {
    const svg = decodeURIComponent(sampleImage(`${caption} (${name})`, tint).split(',')[1]!);
    return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  };
  return {
    imageUrl: version('original'),
    thumbnailUrl: version('320 px'),
    mediumUrl: version('800 px'),
    altText,
  };
}

const tints = ['#e3f0f8', '#e2f4ea', '#fff3d6', '#fbe7e6', '#ece6fb', '#e6f7f7'];

function images(name: string, index: number, count = 1) {
  return Array.from({ length: count }, (_, i) => ({
    imageUrl: sampleImage(count > 1 ? `${name} ${i + 1}` : name, tints[(index + i) % tints.length]!),
    altText: count > 1 ? `${name}, view ${i + 1}` : name,
  }));
}

const names = [
  'Soft Interdental Brush 0.6 mm',
  'Waxed Mint Floss 50 m',
  'Zirconia Crown Kit',
  'Emax Veneer Shade Guide',
  'Flexible Floss Picks (90 pack)',
  'Night Guard, Clear',
  'Water Flosser Pro',
  'Orthodontic Wax Strips',
];
const prices = [12.5, 4.99, 928.41, 396.84, 8.75, 149, 89.9, 3.25];
const stocks = [120, 48, 3, 0, 200, 15, 0, 60];
const ratings: [number, number][] = [
  [4.5, 28],
  [5, 112],
  [4, 6],
  [3.5, 2],
  [4.8, 64],
  [0, 0],
  [4.2, 19],
  [5, 1],
];

/** Eight catalogue products for grids, carousels and cards. */
export const sampleProducts: ShopProductSummary[] = names.map((name, index) => {
  const imageUrls = images(name, index);
  const [rating, reviewCount] = ratings[index]!;
  return {
    id: index + 1,
    name,
    price: prices[index]!,
    stockQuantity: stocks[index]!,
    rating,
    reviewCount,
    img: imageUrls[0]!.imageUrl,
    imageUrls,
  };
});

/** A product without options, three images, in stock. */
export const sampleProduct: ShopProduct = {
  ...sampleProducts[0]!,
  imageUrls: images(sampleProducts[0]!.name, 0, 3),
  description:
    'Cylindrical soft brush for cleaning between the teeth, under bridges and around implants. Plastic-coated wire protects the enamel and the gums; the cap keeps the bristles clean between uses.',
  categoryName: 'Interdental Brushes',
  brandName: 'Curaprox',
  options: null,
};

/** A product sold in sizes, one of which is sold out. */
export const sampleProductWithOptions: ShopProduct = {
  ...sampleProduct,
  id: 9,
  name: 'Interdental Brush Assortment',
  price: 24,
  stockQuantity: 30,
  options: {
    dimension: 'size',
    values: [
      { value: '0.4 mm', stockQuantity: 12, sku: 'SKU-100401' },
      { value: '0.6 mm', stockQuantity: 0, sku: 'SKU-100601' },
      { value: '0.8 mm', stockQuantity: 18, sku: 'SKU-100801' },
    ],
  },
};

/** A product nobody can buy right now. */
export const sampleProductOutOfStock: ShopProduct = {
  ...sampleProduct,
  ...sampleProducts[6]!,
  imageUrls: images(sampleProducts[6]!.name, 6, 2),
  description: 'Cordless water flosser with three pressure settings and four tips.',
  categoryName: 'Oral Irrigators',
  brandName: 'Waterpik',
  options: null,
};

/** Flat category list as the API sends it: parents and sub-categories. */
export const sampleCategories: ShopCategory[] = [
  { categoryId: 1, name: 'Interdental Brushes', parentCategoryId: null },
  { categoryId: 2, name: 'Dental Floss', parentCategoryId: null },
  { categoryId: 3, name: 'Lab Services', parentCategoryId: null },
  { categoryId: 4, name: 'Crowns', parentCategoryId: 3 },
  { categoryId: 5, name: 'Veneers', parentCategoryId: 3 },
  { categoryId: 6, name: 'Floss Picks', parentCategoryId: 2 },
  { categoryId: 7, name: 'Oral Irrigators', parentCategoryId: null },
];

/** The brands of the catalogue. */
export const sampleBrands: ShopBrand[] = [
  {
    id: 1,
    name: 'Curaprox',
    description: 'Swiss oral-care brand known for soft interdental brushes.',
    logoUrl: sampleLogo('CP', '#e3f0f8'),
  },
  {
    id: 2,
    name: 'Oral-B',
    description: 'Toothbrushes, floss and picks for everyday care.',
    logoUrl: sampleLogo('OB', '#fbe7e6'),
  },
  {
    id: 3,
    name: 'Waterpik',
    description: 'Water flossers for cleaning between teeth and below the gum line.',
    logoUrl: sampleLogo('WP', '#e2f4ea'),
  },
  {
    id: 4,
    name: 'Interdental Lab',
    description: 'Our own lab-made crowns, bridges and veneers.',
    logoUrl: null,
  },
];

/** Reviews with fixed dates. */
export const sampleReviews: ShopReview[] = [
  {
    id: 1,
    rating: 5,
    comment: 'Fits between my molars without bending. Will buy again.',
    authorName: 'Maria G.',
    createdAt: '2026-03-14T10:00:00Z',
  },
  {
    id: 2,
    rating: 4,
    comment: 'Good brush, the cap is a nice touch. Bristles wear out after two weeks.',
    authorName: 'James P.',
    createdAt: '2026-02-27T16:30:00Z',
  },
  {
    id: 3,
    rating: 5,
    comment: '',
    authorName: 'Dr. Lopez Dental Office',
    createdAt: '2026-01-09T08:15:00Z',
  },
];

/** Text long enough to test wrapping and truncation. */
export const longName =
  'Extra-Soft Tapered Interdental Brush for Tight Contacts, Bridges, Implants and Orthodontic Brackets, Assorted Sizes';
export const longDescription = `${sampleProduct.description} `.repeat(5).trim();
