import type { AdminBrand, AdminCategory, AdminProduct } from './types';

/** A small, deterministic product picture as an SVG data URI (no network in stories). */
export function sampleImage(label: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<rect width="320" height="240" fill="${background}"/>` +
    `<circle cx="160" cy="105" r="55" fill="#ffffff" fill-opacity="0.55"/>` +
    `<text x="160" y="205" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#1b2430">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A tiny PNG file for upload play functions (1x1 pixel, image/png). */
export function samplePngFile(name: string): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

export const sampleCategories: AdminCategory[] = [
  { categoryId: 1, name: 'Interdental Brushes', parentCategoryId: null },
  { categoryId: 2, name: 'Floss', parentCategoryId: null },
  { categoryId: 3, name: 'Lab Services', parentCategoryId: null },
  { categoryId: 4, name: 'Zirconia Crowns', parentCategoryId: 3 },
];

export const sampleBrands: AdminBrand[] = [
  { id: 1, name: 'TePe' },
  { id: 2, name: 'Curaprox' },
  { id: 3, name: 'Interdental Lab' },
];

const base = {
  description:
    'Soft, conical interdental brushes for tight gaps between teeth. Plastic-coated wire protects implants and crowns.',
  brandId: 1,
  brandName: 'TePe',
  rating: 4.5,
  reviewCount: 12,
};

export const sampleProducts: AdminProduct[] = [
  {
    ...base,
    productId: 101,
    name: 'TePe Interdental Brush Original',
    price: 12.5,
    stockQuantity: 240,
    categoryId: 1,
    categoryName: 'Interdental Brushes',
    sku: 'SKU-101',
    imageUrls: [
      { imageUrl: sampleImage('Brush', '#bfe3f5'), altText: 'Blue interdental brush' },
      { imageUrl: sampleImage('Pack', '#d9f0df'), altText: 'Pack of brushes' },
      { imageUrl: sampleImage('Sizes', '#fbe7c6'), altText: 'Brush sizes chart' },
    ],
  },
  {
    ...base,
    productId: 102,
    name: 'Curaprox CPS Prime',
    price: 9.99,
    stockQuantity: 6,
    categoryId: 1,
    categoryName: 'Interdental Brushes',
    brandId: 2,
    brandName: 'Curaprox',
    sku: 'SKU-102',
    imageUrls: [{ imageUrl: sampleImage('CPS', '#e6dcf5'), altText: 'Curaprox brush' }],
  },
  {
    ...base,
    productId: 103,
    name: 'Expanding Dental Floss',
    price: 4.25,
    stockQuantity: 0,
    categoryId: 2,
    categoryName: 'Floss',
    sku: 'SKU-103',
    imageUrls: [],
  },
  {
    ...base,
    productId: 104,
    name: 'Zirconia Crown (single unit)',
    price: 396.84,
    stockQuantity: 35,
    categoryId: 4,
    categoryName: 'Zirconia Crowns',
    brandId: 3,
    brandName: 'Interdental Lab',
    sku: 'SKU-104',
    rating: 5,
    reviewCount: 48,
    imageUrls: [{ imageUrl: sampleImage('Crown', '#f5dcdc'), altText: 'Zirconia crown' }],
  },
  {
    ...base,
    productId: 105,
    name: 'Emax Veneer',
    price: 928.41,
    stockQuantity: 14,
    categoryId: 3,
    categoryName: 'Lab Services',
    brandId: 3,
    brandName: 'Interdental Lab',
    sku: 'SKU-105',
    imageUrls: [{ imageUrl: sampleImage('Veneer', '#dcefe9'), altText: 'Emax veneer' }],
  },
];

export const longNameProduct: AdminProduct = {
  ...sampleProducts[0]!,
  productId: 1234567,
  name: 'TePe Interdental Brush Extra Soft, conical, plastic-coated wire, size 0.45 mm, pack of twenty-five with travel caps',
  description:
    'A very long description that keeps going: soft filaments reach deep between teeth and around implants, bridges and braces. The plastic-coated wire protects sensitive gums and restorations. Replace each brush when the filaments wear out, usually after one to two weeks of daily use. Available in nine colour-coded sizes so every gap has a fitting brush.',
  categoryName: 'Lab Services / Zirconia Crowns and other long category names',
};
