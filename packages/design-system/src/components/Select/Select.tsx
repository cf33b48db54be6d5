import type { Key, ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../Field/field.css';
import { Icon } from '../Icon';
import * as styles from './Select.css';

export interface SelectOption {
  /** Value reported by `onSelectionChange`. */
  id: string;
  /** Text shown in the list and on the trigger. */
  label: string;
  /** The option is listed but cannot be chosen. */
  isDisabled?: boolean;
}

export interface SelectProps {
  /** Visible label, e.g. 'Category'. */
  label: ReactNode;
  /** Choices in display order. */
  options: SelectOption[];
  /** Chosen id when controlled (`null` for none). */
  selectedKey?: string | null;
  /** Chosen id when uncontrolled. */
  defaultSelectedKey?: string;
  /** Called with the chosen id. */
  onSelectionChange?: (id: string) => void;
  /** Text on the trigger while nothing is chosen. */
  placeholder?: string;
  /** Hint under the field. */
  description?: ReactNode;
  /** Error shown under the field and announced; marks the field invalid. */
  errorMessage?: string;
  /** Nothing can be chosen. */
  isDisabled?: boolean;
  /** A choice is required. */
  isRequired?: boolean;
  /** Field name submitted with a form. */
  name?: string;
}

/** A labelled drop-down for picking one option from a short list (no typing; see Combobox). */
export function Select({
  label,
  options,
  description,
  errorMessage,
  placeholder = 'Select an option',
  onSelectionChange,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      className={fieldStyles.field}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      onSelectionChange={
        onSelectionChange ? (key: Key | null) => key !== null && onSelectionChange(String(key)) : undefined
      }
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" />
      </AriaButton>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.errorText}>{errorMessage}</FieldError>
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox className={fieldStyles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={fieldStyles.listItem}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
