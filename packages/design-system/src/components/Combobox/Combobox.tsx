import { useState, type Key, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../Field/field.css';
import { Icon } from '../Icon';
import * as styles from './Combobox.css';

export interface ComboboxOption {
  /** Value reported by `onSelectionChange`. */
  id: string;
  /** Text shown and searched (case-insensitive substring). */
  label: string;
  /** Optional picture before the label, e.g. a country flag URL. Decorative. */
  imageSrc?: string;
}

export interface ComboboxProps {
  /** Visible label, e.g. 'Country'. */
  label: ReactNode;
  /** All choices; the list shows those whose label contains the typed text. */
  options: ComboboxOption[];
  /** Chosen id when controlled (`null` for none). */
  selectedKey?: string | null;
  /** Chosen id when uncontrolled. */
  defaultSelectedKey?: string;
  /** Called with the chosen id, or `null` when the text is cleared. */
  onSelectionChange?: (id: string | null) => void;
  /** Greyed-out text while empty, e.g. 'Search country'. */
  placeholder?: string;
  /** Largest height of the open list in pixels before it scrolls (spec: 250 for countries). */
  maxListHeight?: number;
  /** Text shown when nothing matches. */
  emptyText?: string;
  /** Hint under the field. */
  description?: ReactNode;
  /** Error shown under the field and announced. */
  errorMessage?: string;
  /** The field cannot be used. */
  isDisabled?: boolean;
  /** Field name submitted with a form. */
  name?: string;
}

function contains(text: string, query: string) {
  return text.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

/** A searchable drop-down: type to filter, arrows to move, Enter to choose (react-aria ComboBox). */
export function Combobox({
  label,
  options,
  onSelectionChange,
  placeholder,
  maxListHeight = 250,
  emptyText = 'No matches',
  description,
  errorMessage,
  ...props
}: ComboboxProps) {
  // Tracked here too so the chosen option's image can sit in the input when uncontrolled.
  const [innerKey, setInnerKey] = useState<string | null>(props.defaultSelectedKey ?? null);
  const selectedId = props.selectedKey !== undefined ? props.selectedKey : innerKey;
  const selectedImage = options.find((o) => o.id === selectedId)?.imageSrc;
  return (
    <ComboBox
      {...props}
      className={fieldStyles.field}
      defaultItems={options}
      defaultFilter={contains}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      onSelectionChange={(key: Key | null) => {
        const id = key === null ? null : String(key);
        setInnerKey(id);
        onSelectionChange?.(id);
      }}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.control}>
        {selectedImage && (
          <img src={selectedImage} alt="" className={`${styles.image} ${styles.leadingImage}`} />
        )}
        <Input
          className={`${fieldStyles.input} ${styles.input} ${selectedImage ? styles.inputWithImage : ''}`}
          placeholder={placeholder}
        />
        <AriaButton className={styles.toggle} aria-label="Show options">
          <Icon name="chevronDown" />
        </AriaButton>
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.errorText}>{errorMessage}</FieldError>
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox<ComboboxOption>
          className={fieldStyles.listBox}
          // On the list, not the popover: react-aria sets the popover's own max-height.
          style={{ maxHeight: maxListHeight, overflowY: 'auto' }}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={fieldStyles.listItem}>
              {option.imageSrc && <img src={option.imageSrc} alt="" className={styles.image} />}
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
