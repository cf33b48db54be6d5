import type { ReactNode } from 'react';
import { TextField as AriaTextField, FieldError, Input, Label, Text, TextArea } from 'react-aria-components';
import * as styles from '../Field/field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'number', 'date'] as const;

export interface TextFieldProps {
  /** Visible label that names the field for everyone, screen readers included. */
  label: ReactNode;
  /** Hint under the field, e.g. 'We never share your e-mail'. */
  description?: ReactNode;
  /** Error message shown under the field and announced; also marks the field invalid. */
  errorMessage?: string;
  /** Kind of text expected; sets the mobile keyboard (a date: the browser's date picker). Ignored when `multiline`. */
  type?: (typeof textFieldTypes)[number];
  /** The earliest value the picker offers, for a date ('YYYY-MM-DD'). */
  min?: string;
  /** Render a multi-line text area (e.g. a contact message) instead of a one-line input. */
  multiline?: boolean;
  /** Current text when controlled. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Greyed-out example text shown while the field is empty. */
  placeholder?: string;
  /** Field name submitted with a form. */
  name?: string;
  /** The field must be filled in. */
  isRequired?: boolean;
  /** The field cannot be edited or focused. */
  isDisabled?: boolean;
  /** The field can be read and focused but not edited. */
  isReadOnly?: boolean;
  /** Browser autofill hint, e.g. 'email' or 'given-name'. */
  autoComplete?: string;
}

/** A labelled text input (or text area) with an optional description and an announced error. */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  multiline = false,
  placeholder,
  min,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      type={multiline ? undefined : type}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.textarea} placeholder={placeholder} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} min={min} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
