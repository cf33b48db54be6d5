import { useId } from 'react';
import { Button } from '../../../../components/Button';
import { Form, FormSummary, useForm } from '../../../../components/Form';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import * as styles from './ProductQuantitiesModal.css';

/** A product (or one of its option values) whose stock is topped up. */
export interface ProductQuantitiesItem {
  productId: number;
  name: string;
  /** Units in stock now. */
  stockQuantity: number;
  /** The size or colour when the stock belongs to one option value. */
  optionValue?: string;
}

/** One stock change sent to the API (its bulk add-stock input). */
export interface ProductQuantityChange {
  productId: number;
  quantity: number;
  optionValue?: string;
}

export interface ProductQuantitiesModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** The selected products, one line each. */
  products: ProductQuantitiesItem[];
  /** Called with the amounts to add once each is a whole number of 1 or more. */
  onSubmit: (changes: ProductQuantityChange[]) => void;
  /** Saving is running: Done is busy. */
  busy?: boolean;
  /** Message when saving failed. */
  errorMessage?: string;
}

const AMOUNT_ERROR = 'Enter a whole number of 1 or more';
const NOTHING_TO_ADD = 'Enter an amount for at least one product';
const keyOf = (item: ProductQuantitiesItem) => `${item.productId}:${item.optionValue ?? ''}`;

/** Checks one typed amount (blank leaves that line unchanged); the message to show, or undefined. */
export function amountError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 10_000_000
    ? undefined
    : AMOUNT_ERROR;
}

/**
 * 'Update Product Quantities': adds stock to the selected products, one amount per line, each a
 * whole number of at least 1. A blank line is left as it is, so one variant can be restocked alone.
 */
export function ProductQuantitiesModal({
  isOpen,
  onOpenChange,
  busy = false,
  ...form
}: ProductQuantitiesModalProps) {
  const formId = useId();
  return (
    <Modal
      title="Update Product Quantities"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
            Done
          </Button>
        </>
      )}
    >
      {/* Inside the modal: every opening starts clean. */}
      <QuantitiesForm formId={formId} busy={busy} {...form} />
    </Modal>
  );
}

function QuantitiesForm({
  formId,
  products,
  onSubmit,
  busy,
  errorMessage,
}: Pick<ProductQuantitiesModalProps, 'products' | 'onSubmit' | 'errorMessage'> & {
  formId: string;
  busy: boolean;
}) {
  const filledOf = (amounts: Record<string, string>) =>
    products.filter((p) => (amounts[keyOf(p)] ?? '').trim() !== '');
  const form = useForm<Record<string, string>, string>({
    initialValues: {},
    revalidate: 'change',
    busy,
    validate: (amounts) => ({
      fieldErrors: Object.fromEntries(products.map((p) => [keyOf(p), amountError(amounts[keyOf(p)] ?? '')])),
      formError: filledOf(amounts).length === 0 ? NOTHING_TO_ADD : undefined,
    }),
    onSubmit: (amounts) =>
      onSubmit(
        filledOf(amounts).map((p) => ({
          productId: p.productId,
          quantity: Number((amounts[keyOf(p)] ?? '').trim()),
          ...(p.optionValue ? { optionValue: p.optionValue } : {}),
        })),
      ),
  });

  return (
    <Form form={form} id={formId} className={styles.form}>
      <p className={styles.count}>
        {products.length} {products.length === 1 ? 'Variant' : 'Variants'} selected
      </p>
      <FormSummary form={form} message={errorMessage} />
      <ul className={styles.list} aria-label="Selected products">
        {products.map((product) => {
          const key = keyOf(product);
          const title = product.optionValue ? `${product.name} (${product.optionValue})` : product.name;
          return (
            <li key={key} className={styles.row}>
              <span>
                <span className={styles.name}>{title}</span>
                <br />
                <span className={styles.stock}>Current stock: {product.stockQuantity}</span>
              </span>
              <TextField
                label={
                  <>
                    Amount to Add<span className="visually-hidden"> to {title}</span>
                  </>
                }
                value={form.values[key] ?? ''}
                onChange={(value) => form.set(key, value)}
                errorMessage={form.errorOf(key)}
                isDisabled={busy}
              />
            </li>
          );
        })}
      </ul>
    </Form>
  );
}
