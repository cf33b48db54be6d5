import { restorationKindLabels, restorationKinds, turnaroundWorkingDays } from '@idl/api-contract';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/Button';
import { Form, FormSummary, useForm } from '../../../../components/Form';
import { Select } from '../../../../components/Select';
import { TextField } from '../../../../components/TextField';
import { ProductsConfirmDialog } from '../ProductsConfirmDialog';
import { categoryLabel, type AdminBrand, type AdminCategory } from '../types';
import {
  CHECK_FIELDS,
  emptyProductFormValues,
  hasErrors,
  moveItem,
  optionStockTotal,
  productFormCheck,
  toSubmitValues,
  type ProductFormErrors,
  type ProductFormSubmitValues,
  type ProductFormUpload,
  type ProductFormValues,
} from './productFormModel';
import { ProductFormMedia } from './ProductFormMedia';
import { ProductFormOptions } from './ProductFormOptions';
import * as styles from './ProductForm.css';

export const productFormModes = ['create', 'update'] as const;
const NOT_A_SERVICE = 'product';
/** "Sold as": a product in the cart, or a lab service making one of the restorations. */
const soldAsOptions = [
  { id: NOT_A_SERVICE, label: 'A product in the cart' },
  ...restorationKinds.map((kind) => ({ id: kind, label: `Lab service: ${restorationKindLabels[kind]}` })),
];
const ADD_CATEGORY = '__add-category__';
const ADD_BRAND = '__add-brand__';

export interface ProductFormProps {
  /** 'create' is the 'Add/List Product' page (Save); 'update' edits a product (Update). */
  mode?: (typeof productFormModes)[number];
  /** Values the fields start with: empty for a new product, the product's data when updating. */
  initialValues?: Partial<ProductFormValues>;
  /** Choices of the Category drop-down. */
  categories: AdminCategory[];
  /** Choices of the Brand drop-down. */
  brands: AdminBrand[];
  /** Upload progress and results of newly added images, by the key given in `onFilesAdded`. */
  uploads?: Record<string, ProductFormUpload>;
  /** New image files to upload; report progress back through `uploads` under each key. */
  onFilesAdded?: (files: { key: string; file: File }[]) => void;
  /** Called with checked values (the API's product input) when Save or Update is pressed. */
  onSubmit: (values: ProductFormSubmitValues) => void;
  /** Called when the user leaves without saving (after confirming when something changed). */
  onDiscard: () => void;
  /**
   * Asks whether unsaved changes may be thrown away; resolve `true` to discard. Without it the
   * form asks with its own dialog.
   */
  confirmDiscard?: () => boolean | Promise<boolean>;
  /**
   * The 'Add Category' entry of the Category drop-down was chosen (open the Add Category modal).
   * Resolve with the id of the category created there to select it.
   */
  onAddCategory?: () => void | Promise<number | undefined>;
  /** The 'Add Brand' entry was chosen (open the Add Brand modal); resolve with the new brand's id to select it. */
  onAddBrand?: () => void | Promise<number | undefined>;
  /** Saving is running: the save button is busy and the fields are locked. */
  busy?: boolean;
  /** Field errors the server returned (by field; the server names no single option value). */
  errors?: Omit<ProductFormErrors, 'optionValues'>;
  /** Message above the form, e.g. 'Error while adding !'. */
  errorMessage?: string;
  /** Level of the page title: 1 on its own page, 2 under a layout that has the h1. */
  headingLevel?: 1 | 2;
}

/**
 * The admin product form used to add a product ('Add/List Product') and to update one. It checks
 * the fields as the server does, keeps images in order with alt texts, and asks before discarding.
 */
export function ProductForm({
  mode = 'create',
  initialValues,
  categories,
  brands,
  uploads = {},
  onFilesAdded,
  onSubmit,
  onDiscard,
  confirmDiscard,
  onAddCategory,
  onAddBrand,
  busy = false,
  errors: serverErrors,
  errorMessage,
  headingLevel = 1,
}: ProductFormProps) {
  const start = useMemo(() => ({ ...emptyProductFormValues, ...initialValues }), [initialValues]);
  const form = useForm<ProductFormValues, string>({
    initialValues: start,
    // Messages appear on Save, then follow the fields as they are corrected.
    revalidate: 'change',
    serverErrors,
    busy,
    validate: (v) => productFormCheck(v, uploads),
    onSubmit: (v) => onSubmit(toSubmitValues(v, uploads)),
  });
  const { values } = form;
  const set = (change: Partial<ProductFormValues>) => form.setValues(change);
  const [discardOpen, setDiscardOpen] = useState(false);
  const nextKey = useRef(0);
  const newKey = (prefix: string) => `${prefix}-new-${(nextKey.current += 1)}`;

  // The server's field messages alone (no message of the rules) ask to check the marked fields.
  const summary = errorMessage ?? (serverErrors && hasErrors(serverErrors) ? CHECK_FIELDS : undefined);
  const dirty = JSON.stringify(values) !== JSON.stringify(start);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const title = mode === 'create' ? 'Add/List Product' : 'Update Product';

  const discard = async () => {
    if (!dirty) return onDiscard();
    if (!confirmDiscard) return setDiscardOpen(true);
    if (await confirmDiscard()) onDiscard();
  };

  const selectCreated = (
    created: void | Promise<number | undefined> | undefined,
    field: 'categoryId' | 'brandId',
  ) =>
    void Promise.resolve(created).then((id) => {
      if (typeof id === 'number') set({ [field]: id });
    });

  const addFiles = (files: File[]) => {
    const added = files.map((file) => ({ key: newKey('image'), file }));
    set({
      images: [
        ...values.images,
        ...added.map(({ key, file }) => ({
          key,
          previewUrl: URL.createObjectURL(file),
          fileName: file.name,
          altText: file.name,
        })),
      ],
    });
    onFilesAdded?.(added);
  };

  const categoryOptions = [
    ...categories.map((c) => ({ id: String(c.categoryId), label: categoryLabel(c, categories) })),
    ...(onAddCategory ? [{ id: ADD_CATEGORY, label: 'Add Category' }] : []),
  ];
  const brandOptions = [
    ...brands.map((b) => ({ id: String(b.id), label: b.name })),
    ...(onAddBrand ? [{ id: ADD_BRAND, label: 'Add Brand' }] : []),
  ];

  return (
    <Form form={form} className={styles.form} aria-labelledby="product-form-title">
      <div className={styles.header}>
        <Heading id="product-form-title" className={styles.title}>
          {title}
        </Heading>
        <div className={styles.headerActions}>
          <Button variant="secondary" onPress={() => void discard()} disabled={busy}>
            Discard
          </Button>
          <Button type="submit" busy={busy} busyLabel={mode === 'create' ? 'Saving...' : 'Updating...'}>
            {mode === 'create' ? 'Save' : 'Update'}
          </Button>
        </div>
      </div>
      <FormSummary form={form} message={summary} />
      <div className={styles.columns}>
        <div className={styles.card}>
          <TextField
            label="Title"
            value={values.name}
            onChange={(name) => set({ name })}
            errorMessage={form.errorOf('name')}
            isDisabled={busy}
          />
          <TextField
            label="Description"
            multiline
            value={values.description}
            onChange={(description) => set({ description })}
            errorMessage={form.errorOf('description')}
            isDisabled={busy}
          />
          <ProductFormMedia
            images={values.images}
            uploads={uploads}
            errorMessage={form.errorOf('images')}
            isDisabled={busy}
            onAddFiles={addFiles}
            onRemove={(key) => {
              const removed = values.images.find((image) => image.key === key);
              if (removed?.previewUrl.startsWith('blob:')) URL.revokeObjectURL(removed.previewUrl);
              set({ images: values.images.filter((image) => image.key !== key) });
            }}
            onMove={(key, delta) =>
              set({
                images: moveItem(
                  values.images,
                  values.images.findIndex((i) => i.key === key),
                  delta,
                ),
              })
            }
            onAltTextChange={(key, altText) =>
              set({
                images: values.images.map((image) => (image.key === key ? { ...image, altText } : image)),
              })
            }
          />
        </div>
        <div className={styles.card}>
          <TextField
            label="Pricing"
            description="Price in US dollars, e.g. 12.50"
            value={values.price}
            onChange={(price) => set({ price })}
            errorMessage={form.errorOf('price')}
            isDisabled={busy}
          />
          <TextField
            label="Total Stock"
            description={values.optionsEnabled ? 'The sum of the option values’ stock' : undefined}
            value={
              values.optionsEnabled ? String(optionStockTotal(values.optionValues)) : values.stockQuantity
            }
            onChange={(stockQuantity) => set({ stockQuantity })}
            isReadOnly={values.optionsEnabled}
            errorMessage={values.optionsEnabled ? undefined : form.errorOf('stockQuantity')}
            isDisabled={busy}
          />
          <Select
            label="Category"
            placeholder="Select a category"
            options={categoryOptions}
            selectedKey={values.categoryId === null ? null : String(values.categoryId)}
            onSelectionChange={(id) =>
              id === ADD_CATEGORY
                ? selectCreated(onAddCategory?.(), 'categoryId')
                : set({ categoryId: Number(id) })
            }
            errorMessage={form.errorOf('categoryId')}
            isDisabled={busy}
          />
          <Select
            label="Brand"
            placeholder="Select a brand"
            options={brandOptions}
            selectedKey={values.brandId === null ? null : String(values.brandId)}
            onSelectionChange={(id) =>
              id === ADD_BRAND ? selectCreated(onAddBrand?.(), 'brandId') : set({ brandId: Number(id) })
            }
            errorMessage={form.errorOf('brandId')}
            isDisabled={busy}
          />
          <TextField
            label="SKU (optional)"
            description="Leave empty and the server makes one"
            value={values.sku}
            onChange={(sku) => set({ sku })}
            errorMessage={form.errorOf('sku')}
            isDisabled={busy}
          />
          <TextField
            label="Most per Order (optional)"
            description="Units one customer may buy in one order; leave empty for the shop's limit"
            value={values.maxUnitsPerOrder}
            onChange={(maxUnitsPerOrder) => set({ maxUnitsPerOrder })}
            errorMessage={form.errorOf('maxUnitsPerOrder')}
            isDisabled={busy}
          />
          <Select
            label="Sold as"
            description="A lab service is ordered by dentist offices as a case, with a prescription, not in the cart"
            options={soldAsOptions}
            selectedKey={values.labServiceKind === '' ? NOT_A_SERVICE : values.labServiceKind}
            onSelectionChange={(key) => {
              const kind = restorationKinds.find((k) => k === key) ?? '';
              set({
                labServiceKind: kind,
                // The lab's usual turnaround for the restoration, until the admin types another.
                ...(kind !== '' && values.labTurnaround.trim() === ''
                  ? { labTurnaround: String(turnaroundWorkingDays[kind]) }
                  : {}),
              });
            }}
            isDisabled={busy}
          />
          {values.labServiceKind !== '' && (
            <TextField
              label="Turnaround (working days)"
              description="Monday to Saturday, no US holidays, from the day the lab receives a case; rush halves it"
              value={values.labTurnaround}
              onChange={(labTurnaround) => set({ labTurnaround })}
              errorMessage={form.errorOf('labTurnaround')}
              isDisabled={busy}
            />
          )}
          <ProductFormOptions
            enabled={values.optionsEnabled}
            dimension={values.optionDimension}
            values={values.optionValues}
            errorOf={form.errorOf}
            isDisabled={busy}
            onEnabledChange={(optionsEnabled) => set({ optionsEnabled })}
            onDimensionChange={(optionDimension) => set({ optionDimension })}
            onValueChange={(key, change) =>
              set({ optionValues: values.optionValues.map((o) => (o.key === key ? { ...o, ...change } : o)) })
            }
            onAddValue={() =>
              set({
                optionValues: [
                  ...values.optionValues,
                  { key: newKey('option'), value: '', stockQuantity: '' },
                ],
              })
            }
            onRemoveValue={(key) => set({ optionValues: values.optionValues.filter((o) => o.key !== key) })}
          />
        </div>
      </div>
      <ProductsConfirmDialog
        isOpen={discardOpen}
        onOpenChange={setDiscardOpen}
        title="Discard Changes?"
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        onConfirm={() => {
          setDiscardOpen(false);
          onDiscard();
        }}
      >
        Your changes to this product will be lost.
      </ProductsConfirmDialog>
    </Form>
  );
}
