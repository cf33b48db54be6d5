import { restorationKinds, type LabService, type Product } from '@idl/api-contract';
import type { Selectable } from 'kysely';
import type { ProductImagesTable, ProductOptionValuesTable } from '../../db/tables/catalog';
import { toDollars } from '../../lib/money';
import { imageVariantsOf } from '../uploads/images';
import type { ProductRow } from './products.repository';

function groupByProduct<T extends { product_id: number }>(rows: T[]) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/** A lab service's restoration and turnaround; null for a product sold in the cart. */
export function labServiceOf(
  row: Pick<ProductRow, 'lab_service_kind' | 'lab_turnaround_days'>,
): LabService | null {
  const kind = restorationKinds.find((k) => k === row.lab_service_kind);
  return kind && row.lab_turnaround_days !== null
    ? { kind, turnaroundWorkingDays: row.lab_turnaround_days }
    : null;
}

/** Products as the API shows them, from a page of rows plus their images and options (one query each). */
export function toProducts(
  rows: ProductRow[],
  images: Selectable<ProductImagesTable>[],
  optionValues: Selectable<ProductOptionValuesTable>[],
): Product[] {
  const imagesByProduct = groupByProduct(images);
  const valuesByProduct = groupByProduct(optionValues);
  return rows.map((row) => {
    const imageUrls = (imagesByProduct.get(row.id) ?? []).map((image) => ({
      imageUrl: image.image_url,
      altText: image.alt_text,
      thumbnailUrl: image.thumbnail_url,
      mediumUrl: imageVariantsOf(image.image_url).mediumUrl,
    }));
    const values = valuesByProduct.get(row.id) ?? [];
    return {
      id: row.id,
      productId: row.id,
      name: row.name,
      title: row.name,
      price: toDollars(row.price_cents),
      description: row.description,
      stockQuantity: row.stock_quantity,
      categoryId: row.category_id,
      categoryName: row.category_name,
      brandId: row.brand_id,
      brandName: row.brand_name,
      sku: row.sku,
      imageUrls,
      img: imageUrls[0]?.imageUrl ?? null,
      options:
        row.option_dimension === 'size' || row.option_dimension === 'colour'
          ? {
              dimension: row.option_dimension,
              values: values.map((v) => ({ value: v.value, stockQuantity: v.stock_quantity, sku: v.sku })),
            }
          : null,
      rating: Number(row.rating_avg),
      reviewCount: Number(row.review_count),
      archived: Number(row.archived) === 1,
      maxUnitsPerOrder: row.max_units_per_order,
      labService: labServiceOf(row),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}
