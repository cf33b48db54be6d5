import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../src/modules/demo-catalogue/demo-catalogue';
import { localStorage } from '../src/modules/uploads/storage';
import { generatedProducts } from '../src/scripts/generated-products';
import { createTestApp, type TestApp } from './helpers';

describe('demo catalogue', () => {
  let t: TestApp;
  let added: number;
  beforeAll(async () => {
    t = await createTestApp();
    added = await seedDemoCatalogue(t.app.deps, localStorage(path.join(t.config.dataDir, 'uploads')));
  }, 120_000);
  afterAll(() => t.close());

  it('fills an empty shop with a dental catalogue a visitor can browse', async () => {
    expect(added).toBeGreaterThanOrEqual(40);
    const page = (
      await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/getallproducts?size=100' })
    ).json().data;
    expect(page.totalElements).toBe(added);
    const products = page.content as {
      name: string;
      stockQuantity: number;
      options: unknown;
      img: string | null;
      labService: { kind: string; turnaroundWorkingDays: number } | null;
    }[];
    expect(products.some((p) => p.stockQuantity === 0)).toBe(true);
    expect(products.some((p) => p.options !== null)).toBe(true);
    expect(products.every((p) => p.img !== null)).toBe(true);
    for (const word of [
      'Interdental Brush',
      'Floss',
      'Picks',
      'Water Flosser',
      'Zirconia',
      'Emax',
      'Bridge',
      'Veneer',
      'Implant Crown',
    ]) {
      expect(
        products.some((p) => p.name.includes(word)),
        word,
      ).toBe(true);
    }
    // The lab's crowns, bridges, veneers and implant crowns are lab services a dentist office
    // sends as cases; the dental-care products are sold in the cart.
    const service = (name: string) => products.find((p) => p.name === name)?.labService;
    expect(service('Zirconia Crown (monolithic)')).toEqual({ kind: 'crown', turnaroundWorkingDays: 5 });
    expect(service('Emax Bridge (3 units)')).toEqual({ kind: 'bridge', turnaroundWorkingDays: 10 });
    expect(service('Emax Veneer')).toEqual({ kind: 'veneer', turnaroundWorkingDays: 7 });
    expect(service('Implant Crown on Ti-Base (zirconia)')).toEqual({
      kind: 'implant_crown',
      turnaroundWorkingDays: 10,
    });
    expect(products.filter((p) => p.name.includes('Interdental Brush')).every((p) => !p.labService)).toBe(
      true,
    );
    const image = await t.app.inject({ method: 'GET', url: products[0]!.img! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('gives every demo product image 320 px and 800 px WebP versions for a srcset', async () => {
    const products = (
      await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/getallproducts?size=100' })
    ).json().data.content as { imageUrls: { thumbnailUrl: string | null; mediumUrl: string | null }[] }[];
    expect(products.every((p) => p.imageUrls[0]?.thumbnailUrl && p.imageUrls[0].mediumUrl)).toBe(true);
    const [first] = products[0]!.imageUrls;
    for (const [url, width] of [
      [first!.thumbnailUrl!, 320],
      [first!.mediumUrl!, 800],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('has categories with sub-categories and at least 4 brands with logos', async () => {
    const categories = (
      await t.app.inject({ method: 'GET', url: '/interdentallab/category/getAllCategories' })
    ).json();
    expect(
      categories.filter((c: { parentCategoryId: number | null }) => c.parentCategoryId !== null).length,
    ).toBeGreaterThanOrEqual(4);
    const brands = (await t.app.inject({ method: 'GET', url: '/interdentallab/api/brands?size=100' })).json()
      .content;
    expect(brands.length).toBeGreaterThanOrEqual(4);
    for (const brand of brands) {
      expect((await t.app.inject({ method: 'GET', url: brand.logoUrl })).statusCode).toBe(200);
      // Logos are shown 64 px wide: the 320 px version is offered to the browser.
      const thumbnail = await t.app.inject({ method: 'GET', url: brand.logoThumbnailUrl });
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
    }
  });

  it('leaves a shop that already has a catalogue alone', async () => {
    expect(await seedDemoCatalogue(t.app.deps, localStorage(path.join(t.config.dataDir, 'uploads')))).toBe(0);
  });

  it('generates scale-test products in batches with unique SKUs', () => {
    const batches = [
      ...generatedProducts({
        count: 1234,
        firstNumber: 50,
        categoryIds: [1, 2],
        brandIds: [3],
        batchSize: 500,
      }),
    ];
    expect(batches.map((b) => b.length)).toEqual([500, 500, 234]);
    const skus = new Set(batches.flat().map((p) => p.sku));
    expect(skus.size).toBe(1234);
    expect(batches.flat().every((p) => p.name_search === p.name.toLowerCase() && p.price_cents > 0)).toBe(
      true,
    );
  });
});
