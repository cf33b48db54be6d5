import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { catalogService } from '../catalog/catalog.service';
import { productsService } from '../catalog/products.service';
import { demoImage } from './demo-images';
import type { FileStorage } from '../uploads/storage';
import { demoBrands, demoCategories, demoProducts } from './demo-data';

const hues: Record<string, number> = { brush: 200, floss: 320, pick: 140, irrigator: 180, crown: 30 };

/** True when the shop has no catalogue yet (no category, brand or product). */
export async function catalogueIsEmpty({ db }: Database) {
  const [category, brand, product] = await Promise.all([
    db.selectFrom('categories').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('brands').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('products').select('id').limit(1).executeTakeFirst(),
  ]);
  return !category && !brand && !product;
}

/**
 * Fills an empty shop with the demo catalogue, through the same services the admin uses, with
 * pictures drawn locally. Returns how many products it added (0 when the shop was not empty).
 */
export async function seedDemoCatalogue(
  deps: Pick<Deps, 'database' | 'now'>,
  storage: FileStorage,
): Promise<number> {
  if (!(await catalogueIsEmpty(deps.database))) return 0;
  const catalog = catalogService(deps);
  const products = productsService(deps);

  const categoryIds = new Map<string, number>();
  for (const parent of demoCategories) {
    const { categoryId } = await catalog.addCategory({ name: parent.name });
    categoryIds.set(parent.name, categoryId);
    for (const child of parent.children) {
      categoryIds.set(
        child,
        (await catalog.addCategory({ name: child, parentCategoryId: categoryId })).categoryId,
      );
    }
  }
  const brandIds = new Map<string, number>();
  for (const brand of demoBrands) {
    const logo = await demoImage(storage, 'logo', brand.name, brand.hue);
    const saved = await catalog.addBrand({
      name: brand.name,
      description: brand.description,
      logoUrl: logo.imageUrl,
    });
    brandIds.set(brand.name, saved.id);
  }
  for (const [i, product] of demoProducts.entries()) {
    const image = await demoImage(
      storage,
      product.kind,
      product.name.split(' (')[0]!.slice(0, 28),
      (hues[product.kind]! + i * 7) % 360,
    );
    await products.create({
      name: product.name,
      description: product.description,
      price: product.price,
      stockQuantity: product.stock,
      categoryId: categoryIds.get(product.category)!,
      brandId: brandIds.get(product.brand)!,
      images: [{ imageUrl: image.imageUrl, altText: product.name }],
      options: product.options
        ? {
            dimension: product.options.dimension,
            values: product.options.values.map(([value, stockQuantity]) => ({ value, stockQuantity })),
          }
        : null,
      labService: product.labService ?? null,
    });
  }
  return demoProducts.length;
}
