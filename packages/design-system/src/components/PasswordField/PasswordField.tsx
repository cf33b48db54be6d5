import { useState, type ReactNode } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Input,
  Label,
  Text,
  ToggleButton,
} from 'react-aria-components';
import * as fieldStyles from '../Field/field.css';
import { Icon } from '../Icon';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps {
  /** Visible label, e.g. 'Password' or 'Confirm Password'. */
  label: ReactNode;
  /** Hint under the field. */
  description?: ReactNode;
  /** Error message shown under the field and announced; also marks the field invalid. */
  errorMessage?: string;
  /** Current password when controlled. */
  value?: string;
  /** Initial password when uncontrolled. */
  defaultValue?: string;
  /** Called with the new password on every change. */
  onChange?: (value: string) => void;
  /** Field name submitted with a form. */
  name?: string;
  /** Greyed-out text shown while the field is empty. */
  placeholder?: string;
  /** The field must be filled in. */
  isRequired?: boolean;
  /** The field cannot be edited. */
  isDisabled?: boolean;
  /** 'current-password' on log in, 'new-password' on sign up and reset. */
  autoComplete?: 'current-password' | 'new-password';
  /** Start with the password visible. */
  defaultRevealed?: boolean;
}

/** A password input with a show/hide toggle so people can check what they typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  defaultRevealed = false,
  ...props
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <AriaTextField
      {...props}
      className={fieldStyles.field}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.control}>
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <ToggleButton
          className={styles.toggle}
          isSelected={revealed}
          onChange={setRevealed}
          isDisabled={props.isDisabled}
          aria-label="Show password"
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} />
        </ToggleButton>
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.errorText}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
