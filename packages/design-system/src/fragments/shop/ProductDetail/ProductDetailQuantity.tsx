import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import * as fieldStyles from '../../../components/Field/field.css';
import * as styles from './ProductDetail.css';

export interface ProductDetailQuantityProps {
  /** How many to buy. */
  value: number;
  /** Called with the new amount. */
  onChange: (value: number) => void;
  /** Most that can be bought (the stock). */
  max: number;
  /** Nothing can be bought. */
  isDisabled?: boolean;
}

/** Quantity to buy: a number field with minus and plus buttons (arrow keys work too). */
export function ProductDetailQuantity({ value, onChange, max, isDisabled }: ProductDetailQuantityProps) {
  return (
    <NumberField
      className={styles.quantity}
      value={value}
      minValue={1}
      maxValue={Math.max(1, max)}
      onChange={(next) => onChange(Number.isFinite(next) ? next : 1)}
      isDisabled={isDisabled}
    >
      <Label className={fieldStyles.label}>Quantity</Label>
      <Group className={styles.stepper}>
        <AriaButton slot="decrement" className={styles.stepButton}>
          −
        </AriaButton>
        <Input className={styles.stepInput} />
        <AriaButton slot="increment" className={styles.stepButton}>
          +
        </AriaButton>
      </Group>
    </NumberField>
  );
}
