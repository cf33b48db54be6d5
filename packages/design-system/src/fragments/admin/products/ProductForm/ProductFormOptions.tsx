import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { Icon } from '../../../../components/Icon';
import { IconButton } from '../../../../components/IconButton';
import { RadioGroup } from '../../../../components/RadioGroup';
import { TextField } from '../../../../components/TextField';
import {
  productOptionDimensions,
  type OptionDimension,
  type ProductFormErrors,
  type ProductFormOptionValue,
} from './productFormModel';
import * as styles from './ProductForm.css';

const dimensionLabels: Record<OptionDimension, string> = { size: 'Size', colour: 'Colour' };

export interface ProductFormOptionsProps {
  enabled: boolean;
  dimension: OptionDimension;
  values: ProductFormOptionValue[];
  errors: ProductFormErrors;
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
  errors,
  onEnabledChange,
  onDimensionChange,
  onValueChange,
  onAddValue,
  onRemoveValue,
  isDisabled,
}: ProductFormOptionsProps) {
  const noun = dimensionLabels[dimension];
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
              const error = errors.optionValues?.[option.key];
              const position = `${noun} ${index + 1}`;
              return (
                <li key={option.key} className={styles.optionRow}>
                  <TextField
                    label={position}
                    value={option.value}
                    placeholder={dimension === 'size' ? 'e.g. 0.45 mm' : 'e.g. Blue'}
                    onChange={(value) => onValueChange(option.key, { value })}
                    errorMessage={error?.value}
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
                    errorMessage={error?.stockQuantity}
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
          {errors.options && !errors.optionValues && <p className={styles.errorText}>{errors.options}</p>}
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
