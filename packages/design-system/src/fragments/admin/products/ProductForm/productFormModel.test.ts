import { describe, expect, it } from 'vitest';
import {
  checkProductForm,
  emptyProductFormValues,
  moveItem,
  productFormCheck,
  toSubmitValues,
  type ProductFormValues,
} from './productFormModel';

const filled: ProductFormValues = {
  ...emptyProductFormValues,
  name: ' Floss Picks ',
  description: 'Fifty picks.',
  price: '3.50',
  stockQuantity: '12',
  categoryId: 2,
  brandId: 1,
};

describe('checkProductForm', () => {
  it('asks to fill all the fields when required ones are empty', () => {
    const { errors, missing } = checkProductForm(emptyProductFormValues);
    expect(missing).toBe(true);
    expect(errors).toMatchObject({
      name: 'Enter a title',
      description: 'Enter a description',
      price: 'Enter a price',
      stockQuantity: 'Enter the total stock',
      categoryId: 'Choose a category',
      brandId: 'Choose a brand',
    });
  });

  it('refuses wrong prices, stock and SKU with their own messages', () => {
    const { errors, missing } = checkProductForm({
      ...filled,
      price: '0',
      stockQuantity: '2.5',
      sku: 'SKU 1',
    });
    expect(missing).toBe(false);
    expect(errors.price).toBe('Price must be more than 0');
    expect(errors.stockQuantity).toBe('Total stock must be a whole number of 0 or more');
    expect(errors.sku).toBe('SKU may contain letters, digits, dots, dashes and underscores');
    expect(checkProductForm({ ...filled, price: '1.234' }).errors.price).toBe(
      'Price can have at most 2 decimals',
    );
  });

  it('takes an empty or whole most-per-order, and refuses anything else', () => {
    expect(checkProductForm({ ...filled, maxUnitsPerOrder: '' }).errors).toEqual({});
    expect(checkProductForm({ ...filled, maxUnitsPerOrder: '100' }).errors).toEqual({});
    for (const wrong of ['0', '2.5', 'ten', '100001'])
      expect(checkProductForm({ ...filled, maxUnitsPerOrder: wrong }).errors.maxUnitsPerOrder).toBe(
        'Most per order must be a whole number from 1 to 100000, or empty',
      );
  });

  it('sends a lab service with its whole turnaround, and a product sold in the cart without one', () => {
    expect(toSubmitValues(filled).labService).toBeNull();
    const service = { ...filled, labServiceKind: 'bridge' as const, labTurnaround: ' 10 ' };
    expect(checkProductForm(service).errors).toEqual({});
    expect(toSubmitValues(service).labService).toEqual({ kind: 'bridge', turnaroundWorkingDays: 10 });
    for (const wrong of ['0', '2.5', 'ten', '61'])
      expect(checkProductForm({ ...service, labTurnaround: wrong }).errors.labTurnaround).toBe(
        'Turnaround must be a whole number of working days from 1 to 60',
      );
    expect(checkProductForm({ ...service, labTurnaround: '' }).missing).toBe(true);
    // A turnaround left over from before the product stopped being a service is not checked.
    expect(checkProductForm({ ...filled, labTurnaround: 'ten' }).errors).toEqual({});
  });

  it('accepts a complete product and waits for uploads', () => {
    expect(checkProductForm(filled).errors).toEqual({});
    const withImage = {
      ...filled,
      images: [{ key: 'k1', previewUrl: 'blob:x', fileName: 'a.png', altText: 'a.png' }],
    };
    expect(checkProductForm(withImage, { k1: { progress: 50 } }).errors.images).toBe(
      'Wait until every image has uploaded',
    );
    expect(checkProductForm(withImage, { k1: { progress: 100, imageUrl: '/u/a.png' } }).errors).toEqual({});
  });

  it('checks option values and ignores Total Stock when options are on', () => {
    const values: ProductFormValues = {
      ...filled,
      stockQuantity: '',
      optionsEnabled: true,
      optionValues: [
        { key: 'a', value: 'Blue', stockQuantity: '3' },
        { key: 'b', value: 'blue', stockQuantity: 'x' },
      ],
    };
    const { errors } = checkProductForm(values);
    expect(errors.stockQuantity).toBeUndefined();
    expect(errors.optionValues).toEqual({
      b: { value: 'This value is listed twice', stockQuantity: 'Stock must be a whole number of 0 or more' },
    });
  });
});

describe('productFormCheck', () => {
  it("gives the toolkit one message per field, option values by path, and the form's summary", () => {
    const values: ProductFormValues = {
      ...filled,
      optionsEnabled: true,
      optionValues: [
        { key: 'a', value: 'Blue', stockQuantity: '3' },
        { key: 'b', value: 'blue', stockQuantity: '' },
      ],
    };
    expect(productFormCheck(values)).toEqual({
      fieldErrors: {
        options: 'Check the option values',
        'optionValues.b.value': 'This value is listed twice',
        'optionValues.b.stockQuantity': 'Enter the stock',
      },
      formError: 'Please fill all the fields !',
    });
    expect(productFormCheck({ ...filled, price: '0' }).formError).toBe('Please check the marked fields');
    expect(productFormCheck(filled)).toEqual({ fieldErrors: {}, formError: undefined });
  });
});

describe('toSubmitValues', () => {
  it('sends trimmed values, uploaded addresses and alt texts that fall back to the file name', () => {
    const values: ProductFormValues = {
      ...filled,
      images: [
        { key: 'k1', previewUrl: 'blob:x', fileName: 'front.png', altText: ' ' },
        { key: '/u/b.png', previewUrl: '/u/b.png', imageUrl: '/u/b.png', fileName: 'b.png', altText: 'Side' },
      ],
    };
    expect(toSubmitValues(values, { k1: { progress: 100, imageUrl: '/u/a.png' } })).toEqual({
      name: 'Floss Picks',
      description: 'Fifty picks.',
      price: 3.5,
      stockQuantity: 12,
      categoryId: 2,
      brandId: 1,
      images: [
        { imageUrl: '/u/a.png', altText: 'front.png' },
        { imageUrl: '/u/b.png', altText: 'Side' },
      ],
      sku: '',
      maxUnitsPerOrder: null,
      labService: null,
      options: null,
    });
    expect(toSubmitValues({ ...values, maxUnitsPerOrder: ' 50 ' }).maxUnitsPerOrder).toBe(50);
  });

  it('sums the option stock', () => {
    const values: ProductFormValues = {
      ...filled,
      optionsEnabled: true,
      optionDimension: 'colour',
      optionValues: [
        { key: 'a', value: 'Blue', stockQuantity: '3' },
        { key: 'b', value: 'Red', stockQuantity: '4' },
      ],
    };
    expect(toSubmitValues(values)).toMatchObject({
      stockQuantity: 7,
      options: {
        dimension: 'colour',
        values: [
          { value: 'Blue', stockQuantity: 3 },
          { value: 'Red', stockQuantity: 4 },
        ],
      },
    });
  });
});

describe('moveItem', () => {
  it('moves one place and stays put at the edges', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
