import { LAB_TURNAROUND_MAX_DAYS, type RestorationKind } from '@idl/api-contract';
import { requiredErrors, type FieldErrors, type FormCheck } from '../../../../components/Form';

/**
 * The product form's data: what the fields hold, how they are checked and what is sent.
 * Field names mirror the API contract's product input (name, description, price, stockQuantity,
 * categoryId, brandId, images, sku, options).
 */

export const productOptionDimensions = ['size', 'colour'] as const;
export type OptionDimension = (typeof productOptionDimensions)[number];

/** One image in the form, stored already or added from a file in this session. */
export interface ProductFormImage {
  /** Stable key: the stored address for saved images, a generated id for new files. */
  key: string;
  /** What the thumbnail shows: the stored address or a local preview of the file. */
  previewUrl: string;
  /** The file name (or the last part of the address); the default alt text. */
  fileName: string;
  /** Text that describes the picture to people who cannot see it. */
  altText: string;
  /** The stored address; absent while a new file is still uploading. */
  imageUrl?: string;
}

/** Upload state of one new image, reported by the screen that uploads it. */
export interface ProductFormUpload {
  /** 0 to 100. */
  progress: number;
  /** The stored address once the upload has finished. */
  imageUrl?: string;
  /** Why the upload failed, e.g. 'The image is larger than 10 MB'. */
  errorMessage?: string;
}

/** One option value (a size or a colour) with its own stock. */
export interface ProductFormOptionValue {
  key: string;
  value: string;
  stockQuantity: string;
}

/** Everything the form fields hold (numbers stay text until they are checked). */
export interface ProductFormValues {
  name: string;
  description: string;
  /** Dollars as typed, e.g. '12.50'. */
  price: string;
  stockQuantity: string;
  categoryId: number | null;
  brandId: number | null;
  /** Empty: the server generates one ('SKU-' and a number). */
  sku: string;
  /** Most units one customer may order at once; empty: the shop-wide limit. */
  maxUnitsPerOrder: string;
  /** The restoration a lab service makes; empty: a product sold in the cart. */
  labServiceKind: RestorationKind | '';
  /** A lab service's turnaround in working days, as typed. */
  labTurnaround: string;
  images: ProductFormImage[];
  optionsEnabled: boolean;
  optionDimension: OptionDimension;
  optionValues: ProductFormOptionValue[];
}

/** What Save or Update hands to the screen: the API's product input. */
export interface ProductFormSubmitValues {
  name: string;
  description: string;
  /** Dollars. */
  price: number;
  /** With options: the sum of the values' stock. */
  stockQuantity: number;
  categoryId: number;
  brandId: number;
  images: { imageUrl: string; altText: string }[];
  /** Empty string: the server generates one. */
  sku: string;
  /** Null: the shop-wide limit. */
  maxUnitsPerOrder: number | null;
  /** Null: a product sold in the cart. */
  labService: { kind: RestorationKind; turnaroundWorkingDays: number } | null;
  options: { dimension: OptionDimension; values: { value: string; stockQuantity: number }[] } | null;
}

export type ProductFormField =
  | 'name'
  | 'description'
  | 'price'
  | 'stockQuantity'
  | 'categoryId'
  | 'brandId'
  | 'sku'
  | 'maxUnitsPerOrder'
  | 'labTurnaround'
  | 'images'
  | 'options';

/** Messages per field, and per option value (by key). */
export interface ProductFormErrors extends Partial<Record<ProductFormField, string>> {
  optionValues?: Record<string, { value?: string; stockQuantity?: string }>;
}

/** Summary shown above the form when a required field is empty (spec wording). */
export const FILL_ALL_FIELDS = 'Please fill all the fields !';
/** Summary when every field is filled but some are wrong. */
export const CHECK_FIELDS = 'Please check the marked fields';

export const emptyProductFormValues: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  stockQuantity: '',
  categoryId: null,
  brandId: null,
  sku: '',
  maxUnitsPerOrder: '',
  labServiceKind: '',
  labTurnaround: '',
  images: [],
  optionsEnabled: false,
  optionDimension: 'size',
  optionValues: [{ key: 'option-1', value: '', stockQuantity: '' }],
};

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const SKU = /^[A-Za-z0-9._-]+$/;

function stockError(text: string, label: string): string | undefined {
  if (text.trim() === '') return `Enter the ${label.toLowerCase()}`;
  if (!WHOLE.test(text.trim())) return `${label} must be a whole number of 0 or more`;
  return undefined;
}

/** Sum of the option values' stock, counting only whole numbers. */
export function optionStockTotal(values: ProductFormOptionValue[]): number {
  return values.reduce(
    (sum, v) => sum + (WHOLE.test(v.stockQuantity.trim()) ? Number(v.stockQuantity) : 0),
    0,
  );
}

export interface ProductFormCheck {
  errors: ProductFormErrors;
  /** True when a required field is empty (the summary then says 'Please fill all the fields !'). */
  missing: boolean;
}

/** Checks the fields the way the server will, with messages a person understands. */
export function checkProductForm(
  values: ProductFormValues,
  uploads: Record<string, ProductFormUpload> = {},
): ProductFormCheck {
  const errors: ProductFormErrors = {};
  let missing = false;
  const required = (field: ProductFormField, filled: boolean, message: string) => {
    if (!filled) {
      errors[field] = message;
      missing = true;
    }
  };
  const emptyText = requiredErrors(values, {
    name: 'Enter a title',
    description: 'Enter a description',
    price: 'Enter a price',
  });
  Object.assign(errors, emptyText);
  if (Object.keys(emptyText).length > 0) missing = true;
  required('categoryId', values.categoryId !== null, 'Choose a category');
  required('brandId', values.brandId !== null, 'Choose a brand');

  const price = values.price.trim();
  if (price !== '') {
    if (!DECIMAL.test(price)) errors.price = 'Price must be a number, e.g. 12.50';
    else if (Number(price) <= 0) errors.price = 'Price must be more than 0';
    else if (!/^\d+(\.\d{1,2})?$/.test(price)) errors.price = 'Price can have at most 2 decimals';
    else if (Number(price) > 1_000_000) errors.price = 'Price must be at most 1,000,000';
  }

  if (values.optionsEnabled) {
    const valueErrors: NonNullable<ProductFormErrors['optionValues']> = {};
    if (values.optionValues.length === 0) errors.options = 'Give at least one option value';
    const seen = new Set<string>();
    for (const option of values.optionValues) {
      const entry: { value?: string; stockQuantity?: string } = {};
      const name = option.value.trim().toLowerCase();
      if (name === '') entry.value = 'Enter an option value';
      else if (seen.has(name)) entry.value = 'This value is listed twice';
      seen.add(name);
      entry.stockQuantity = stockError(option.stockQuantity, 'Stock');
      if (option.value.trim() === '' || option.stockQuantity.trim() === '') missing = true;
      if (entry.value || entry.stockQuantity) valueErrors[option.key] = entry;
    }
    if (Object.keys(valueErrors).length > 0) {
      errors.optionValues = valueErrors;
      errors.options ??= 'Check the option values';
    }
  } else {
    const stock = stockError(values.stockQuantity, 'Total stock');
    if (stock) errors.stockQuantity = stock;
    if (values.stockQuantity.trim() === '') missing = true;
  }

  const sku = values.sku.trim();
  if (sku !== '' && !SKU.test(sku))
    errors.sku = 'SKU may contain letters, digits, dots, dashes and underscores';
  else if (sku.length > 64) errors.sku = 'SKU must be at most 64 characters';

  const most = values.maxUnitsPerOrder.trim();
  if (most !== '' && (!WHOLE.test(most) || Number(most) < 1 || Number(most) > 100_000))
    errors.maxUnitsPerOrder = 'Most per order must be a whole number from 1 to 100000, or empty';

  const turnaround = values.labTurnaround.trim();
  if (values.labServiceKind !== '') {
    if (turnaround === '') missing = true;
    if (!WHOLE.test(turnaround) || Number(turnaround) < 1 || Number(turnaround) > LAB_TURNAROUND_MAX_DAYS)
      errors.labTurnaround = `Turnaround must be a whole number of working days from 1 to ${LAB_TURNAROUND_MAX_DAYS}`;
  }

  const pending = values.images.filter((image) => !image.imageUrl && !uploads[image.key]?.imageUrl);
  if (pending.some((image) => uploads[image.key]?.errorMessage))
    errors.images = 'Remove the images that failed to upload';
  else if (pending.length > 0) errors.images = 'Wait until every image has uploaded';

  return { errors, missing };
}

/** Where the form toolkit keeps an option value's message: 'optionValues.<key>.value'. */
export const optionValueField = (key: string, part: 'value' | 'stockQuantity') =>
  `optionValues.${key}.${part}`;

/**
 * `checkProductForm` as the form toolkit reads it: one message per field (an option value's by its
 * `optionValueField` path) and the summary, 'Please fill all the fields !' when something required
 * is empty, else 'Please check the marked fields'.
 */
export function productFormCheck(
  values: ProductFormValues,
  uploads: Record<string, ProductFormUpload> = {},
): FormCheck<string> {
  const { errors, missing } = checkProductForm(values, uploads);
  const { optionValues, ...fields } = errors;
  const fieldErrors: FieldErrors = { ...fields };
  for (const [key, entry] of Object.entries(optionValues ?? {})) {
    fieldErrors[optionValueField(key, 'value')] = entry.value;
    fieldErrors[optionValueField(key, 'stockQuantity')] = entry.stockQuantity;
  }
  return {
    fieldErrors,
    formError: hasErrors(errors) ? (missing ? FILL_ALL_FIELDS : CHECK_FIELDS) : undefined,
  };
}

/** True when the check found nothing to fix. */
export function hasErrors(errors: ProductFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The values to send, once `checkProductForm` found nothing. */
export function toSubmitValues(
  values: ProductFormValues,
  uploads: Record<string, ProductFormUpload> = {},
): ProductFormSubmitValues {
  const options = values.optionsEnabled
    ? {
        dimension: values.optionDimension,
        values: values.optionValues.map((v) => ({
          value: v.value.trim(),
          stockQuantity: Number(v.stockQuantity),
        })),
      }
    : null;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    stockQuantity: options ? optionStockTotal(values.optionValues) : Number(values.stockQuantity),
    categoryId: values.categoryId ?? 0,
    brandId: values.brandId ?? 0,
    images: values.images.map((image) => ({
      imageUrl: image.imageUrl ?? uploads[image.key]?.imageUrl ?? '',
      altText: image.altText.trim() || image.fileName || 'Product Image',
    })),
    sku: values.sku.trim(),
    maxUnitsPerOrder: values.maxUnitsPerOrder.trim() === '' ? null : Number(values.maxUnitsPerOrder),
    labService:
      values.labServiceKind === ''
        ? null
        : { kind: values.labServiceKind, turnaroundWorkingDays: Number(values.labTurnaround) },
    options,
  };
}

/** Moves the item at `index` one place earlier (-1) or later (+1). */
export function moveItem<T>(items: T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
