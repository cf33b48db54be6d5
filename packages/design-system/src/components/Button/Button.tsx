import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md'] as const;

export interface ButtonProps {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** The action is running: the button is disabled and shows `busyLabel` when given. */
  busy?: boolean;
  /** Text shown while busy, e.g. 'Adding...'. */
  busyLabel?: ReactNode;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  onPress?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** For a button that shows and hides a panel: whether the panel is shown. */
  'aria-expanded'?: boolean;
  /** Id of the panel the button shows and hides. */
  'aria-controls'?: string;
  /** Form id when the button submits a form it is not inside of. */
  form?: string;
}

/** The shop's action button: one press target with variants, sizes and a busy state. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth,
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  onPress,
  form,
  ...aria
}: ButtonProps) {
  return (
    <AriaButton
      className={button({ variant, size, fullWidth })}
      isDisabled={disabled || busy}
      isPending={busy}
      type={type}
      form={form}
      onPress={onPress}
      {...aria}
    >
      {busy && busyLabel ? busyLabel : children}
    </AriaButton>
  );
}
