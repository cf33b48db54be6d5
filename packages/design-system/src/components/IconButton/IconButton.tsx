import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { count as countStyle, iconButton } from './IconButton.css';

export const iconButtonVariants = ['ghost', 'primary'] as const;

export interface IconButtonProps {
  /** The icon (an `<Icon>` or any decorative svg). */
  children: ReactNode;
  /** What the button does, read by screen readers, e.g. 'Cart'. Required: the icon has no text. */
  label: string;
  /** Number shown in a bubble (cart items, unread notifications); 0 or undefined hides it. */
  count?: number;
  /** Largest number shown before '+', e.g. 99 shows '99+'. */
  maxCount?: number;
  /** ghost (header icons) or primary (filled). */
  variant?: (typeof iconButtonVariants)[number];
  /** The button cannot be pressed. */
  disabled?: boolean;
  /** Called when pressed. */
  onPress?: () => void;
  /** Toggle-like buttons (e.g. wishlist heart) report their state here. */
  'aria-pressed'?: boolean;
  /** Disclosure buttons (e.g. a menu toggle) report whether what they control is shown. */
  'aria-expanded'?: boolean;
  /** id of the element the button shows or hides. */
  'aria-controls'?: string;
}

/** A round button showing only an icon, with an optional count bubble (cart, notifications). */
export function IconButton({
  children,
  label,
  count,
  maxCount = 99,
  variant = 'ghost',
  disabled,
  onPress,
  'aria-pressed': pressed,
  'aria-expanded': expanded,
  'aria-controls': controls,
}: IconButtonProps) {
  const shown = count && count > 0 ? (count > maxCount ? `${maxCount}+` : String(count)) : null;
  // The count is part of the name ("Cart, 3 items") because the bubble itself is hidden from AT.
  const name = shown ? `${label}, ${shown} ${count === 1 ? 'item' : 'items'}` : label;
  return (
    <AriaButton
      className={iconButton({ variant })}
      aria-label={name}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      isDisabled={disabled}
      onPress={onPress}
    >
      {children}
      {shown && (
        <span className={countStyle} aria-hidden="true">
          {shown}
        </span>
      )}
    </AriaButton>
  );
}
