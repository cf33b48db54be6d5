import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { Icon } from '../../../../components/Icon';
import { IconButton } from '../../../../components/IconButton';
import { RadioGroup } from '../../../../components/RadioGroup';
import { TextField } from '../../../../components/TextField';
import {
  optionValueField,
  productOptionDimensions,
  type OptionDimension,
  type ProductFormOptionValue,
} from './productFormModel';
import * as styles from './ProductForm.css';

const dimensionLabels: Record<OptionDimension, string> = { size: 'Size', colour: 'Colour' };

export interface ProductFormOptionsProps {
  enabled: boolean;
  dimension: OptionDimension;
  values: ProductFormOptionValue[];
  /** The form's message for a field: 'options', or an option value's (`optionValueField`). */
  errorOf: (field: string) => string | undefined;
  onEnabledChange: (enabled: boolean) => void;
  onDimensionChange: (dimension: OptionDimension) => void;
  onValueChange: (key: string, change: Partial<Omit<ProductFormOptionValue, 'key'>>) => void;
  onAddValue: () => void;
  onRemoveValue: (key: string) => void;
  isDisabled?: boolean;
}

/** Options field of the product form: sizes or colours, each value with its own stock. */
export function ProductFormOptions({
  enabled,
  dimension,
  values,
  errorOf,
  onEnabledChange,
  onDimensionChange,
  onValueChange,
  onAddValue,
  onRemoveValue,
  isDisabled,
}: ProductFormOptionsProps) {
  const noun = dimensionLabels[dimension];
  const errorsOf = (option: ProductFormOptionValue) => ({
    value: errorOf(optionValueField(option.key, 'value')),
    stockQuantity: errorOf(optionValueField(option.key, 'stockQuantity')),
  });
  // The list's own message shows only when no value carries one.
  const valueErrorShown = values.some((option) => {
    const error = errorsOf(option);
    return error.value ?? error.stockQuantity;
  });
  return (
    <div className={styles.options}>
      <Checkbox isSelected={enabled} onChange={onEnabledChange} isDisabled={isDisabled}>
        Options (this product comes in several sizes or colours)
      </Checkbox>
      {enabled && (
        <>
          <RadioGroup
            label="Option Type"
            orientation="horizontal"
            options={productOptionDimensions.map((d) => ({ value: d, label: dimensionLabels[d] }))}
            value={dimension}
            onChange={(value) => onDimensionChange(value as OptionDimension)}
            isDisabled={isDisabled}
          />
          <ol className={styles.optionList} aria-label={`${noun} values`}>
            {values.map((option, index) => {
              const error = errorsOf(option);
              const position = `${noun} ${index + 1}`;
              return (
                <li key={option.key} className={styles.optionRow}>
                  <TextField
                    label={position}
                    value={option.value}
                    placeholder={dimension === 'size' ? 'e.g. 0.45 mm' : 'e.g. Blue'}
                    onChange={(value) => onValueChange(option.key, { value })}
                    errorMessage={error.value}
                    isDisabled={isDisabled}
                  />
                  <TextField
                    label={
                      <>
                        Stock<span className="visually-hidden"> of {position}</span>
                      </>
                    }
                    value={option.stockQuantity}
                    onChange={(stockQuantity) => onValueChange(option.key, { stockQuantity })}
                    errorMessage={error.stockQuantity}
                    isDisabled={isDisabled}
                  />
                  <span className={styles.optionRemove}>
                    <IconButton
                      label={`Remove ${position}`}
                      disabled={isDisabled || values.length === 1}
                      onPress={() => onRemoveValue(option.key)}
                    >
                      <Icon name="close" />
                    </IconButton>
                  </span>
                </li>
              );
            })}
          </ol>
          {errorOf('options') && !valueErrorShown && <p className={styles.errorText}>{errorOf('options')}</p>}
          <div>
            <Button variant="ghost" size="sm" onPress={onAddValue} disabled={isDisabled}>
              Add another
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
