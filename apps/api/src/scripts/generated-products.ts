import type { Insertable } from 'kysely';
import type { ProductsTable } from '../db/tables/catalog';

const kinds = [
  'Interdental Brush',
  'Dental Floss',
  'Floss Picks',
  'Water Flosser Tips',
  'Zirconia Crown',
  'Emax Veneer',
  'Implant Crown',
  'Dental Tape',
  'Rubber Picks',
  'Bridge',
];
const variants = [
  'Original',
  'Soft',
  'Extra Soft',
  'Angle',
  'Mint',
  'Travel',
  'Pro',
  'Sensitive',
  'Wide',
  'Slim',
  'Plus',
  'Eco',
];
const sizes = ['XXS', 'XS', 'S', 'M', 'L', '50 m', '30 pack', '90 pack', 'single', '3 units'];

/** Deterministic generated products, in batches ready for a multi-row INSERT. */
export function* generatedProducts(options: {
  count: number;
  firstNumber: number;
  categoryIds: number[];
  brandIds: number[];
  batchSize: number;
}): Generator<Insertable<ProductsTable>[]> {
  const { count, firstNumber, categoryIds, brandIds, batchSize } = options;
  const createdAt = Date.now() - count * 1000;
  let batch: Insertable<ProductsTable>[] = [];
  for (let i = 0; i < count; i++) {
    const n = firstNumber + i;
    const name = `${kinds[n % kinds.length]} ${variants[Math.floor(n / 7) % variants.length]} ${sizes[Math.floor(n / 3) % sizes.length]} #${n}`;
    const at = new Date(createdAt + i * 1000).toISOString();
    batch.push({
      name,
      name_search: name.toLowerCase(),
      description: `Generated product ${n} for scale tests.`,
      price_cents: 100 + ((n * 7919) % 199_900),
      stock_quantity: n % 11 === 0 ? 0 : (n * 31) % 500,
      category_id: categoryIds[n % categoryIds.length]!,
      brand_id: brandIds[n % brandIds.length]!,
      sku: `SKU-${10_000_000 + n}`,
      created_at: at,
      updated_at: at,
    });
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
