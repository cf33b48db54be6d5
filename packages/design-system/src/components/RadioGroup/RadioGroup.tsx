import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import * as fieldStyles from '../Field/field.css';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  /** Value reported by `onChange`. */
  value: string;
  /** Text next to the circle. */
  label: ReactNode;
  /** The option cannot be chosen. */
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  /** Visible name of the group, e.g. 'Availability'. */
  label: ReactNode;
  /** The choices in order. */
  options: RadioOption[];
  /** Chosen value when controlled (`null` for none). */
  value?: string | null;
  /** Chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /** Stack the options (vertical) or put them on one line (horizontal). */
  orientation?: 'vertical' | 'horizontal';
  /** Hint under the group. */
  description?: ReactNode;
  /** Error shown under the group and announced. */
  errorMessage?: string;
  /** No option can be chosen. */
  isDisabled?: boolean;
  /** Field name submitted with a form. */
  name?: string;
}

/** One choice out of a few visible options; arrow keys move between them. */
export function RadioGroup({ label, options, description, errorMessage, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.group} isInvalid={Boolean(errorMessage)}>
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.errorText}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
