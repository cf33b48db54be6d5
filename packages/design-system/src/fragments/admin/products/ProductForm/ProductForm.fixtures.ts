import { longNameProduct, sampleImage, sampleProducts } from '../adminProducts.fixtures';
import type { AdminProduct } from '../types';
import type { ProductFormUpload, ProductFormValues } from './productFormModel';

/** The form's starting values for an existing product (what the update page passes in). */
export function valuesOf(product: AdminProduct): Partial<ProductFormValues> {
  return {
    name: product.name,
    description: product.description,
    price: product.price.toFixed(2),
    stockQuantity: String(product.stockQuantity),
    categoryId: product.categoryId,
    brandId: product.brandId,
    sku: product.sku,
    images: product.imageUrls.map((image, index) => ({
      key: image.imageUrl,
      previewUrl: image.imageUrl,
      imageUrl: image.imageUrl,
      altText: image.altText,
      fileName: `image-${index + 1}.svg`,
    })),
  };
}

export const existingProductValues = valuesOf(sampleProducts[0]!);
export const longTextValues = valuesOf(longNameProduct);

export const uploadingValues: Partial<ProductFormValues> = {
  ...valuesOf(sampleProducts[3]!),
  images: [
    ...(valuesOf(sampleProducts[3]!).images ?? []),
    {
      key: 'new-1',
      previewUrl: sampleImage('Side', '#e3f0f8'),
      fileName: 'crown-side.png',
      altText: 'crown-side.png',
    },
    {
      key: 'new-2',
      previewUrl: sampleImage('Top', '#fff3d6'),
      fileName: 'crown-top.png',
      altText: 'crown-top.png',
    },
    {
      key: 'new-3',
      previewUrl: sampleImage('Huge', '#fbe7e6'),
      fileName: 'scan-raw.tiff',
      altText: 'scan-raw.tiff',
    },
  ],
};

export const uploadsInProgress: Record<string, ProductFormUpload> = {
  'new-1': { progress: 35 },
  'new-2': { progress: 80 },
  'new-3': { progress: 100, errorMessage: 'The image is larger than 10 MB' },
};

export const withOptionsValues: Partial<ProductFormValues> = {
  ...existingProductValues,
  optionsEnabled: true,
  optionDimension: 'size',
  optionValues: [
    { key: 'o1', value: '0.40 mm', stockQuantity: '120' },
    { key: 'o2', value: '0.45 mm', stockQuantity: '80' },
    { key: 'o3', value: '0.50 mm', stockQuantity: '40' },
  ],
};
