import type { Key, ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import * as fieldStyles from '../Field/field.css';
import { Icon } from '../Icon';
import * as styles from './Menu.css';

export interface MenuAction {
  /** Id passed to `onAction`. */
  id: string;
  /** Text of the item. */
  label: ReactNode;
  /** Plain-text label used for type-ahead when `label` is not a string. */
  textValue?: string;
  /** Navigate here instead of calling `onAction` (rendered as a link). */
  href?: string;
  /** The item is shown but cannot be chosen. */
  isDisabled?: boolean;
}

/** A line between groups of items. */
export interface MenuSeparator {
  separator: true;
  id: string;
}

export type MenuEntry = MenuAction | MenuSeparator;

export interface MenuProps {
  /** What the trigger button shows, e.g. the user's name or 'Categories'. */
  label: ReactNode;
  /** Accessible name for the trigger when `label` is not plain text. */
  'aria-label'?: string;
  /** Items in order; `{ separator: true, id }` draws a divider. */
  items: MenuEntry[];
  /** Called with the id of the chosen item. */
  onAction?: (id: string) => void;
  /** Open when the story or screen first renders (for previews). */
  defaultOpen?: boolean;
  /** Show a chevron after the label. */
  showChevron?: boolean;
  /**
   * Which edge of the trigger the list lines up with: its start (default), or its end for a trigger
   * at the right of a row or bar, so the list opens leftwards and stays inside it.
   */
  align?: 'start' | 'end';
}

function isSeparator(entry: MenuEntry): entry is MenuSeparator {
  return 'separator' in entry;
}

/** A button that opens a list of actions or links (user menu, category dropdown). */
export function Menu({
  label,
  items,
  onAction,
  defaultOpen,
  showChevron = true,
  align = 'start',
  ...aria
}: MenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.trigger} aria-label={aria['aria-label']}>
        {label}
        {showChevron && <Icon name="chevronDown" />}
      </AriaButton>
      <Popover className={fieldStyles.popover} placement={`bottom ${align}`} offset={4}>
        <AriaMenu className={styles.menu} onAction={(key: Key) => onAction?.(String(key))}>
          {items.map((entry) =>
            isSeparator(entry) ? (
              <Separator key={entry.id} className={styles.separator} />
            ) : (
              <MenuItem
                key={entry.id}
                id={entry.id}
                href={entry.href}
                isDisabled={entry.isDisabled}
                textValue={entry.textValue ?? (typeof entry.label === 'string' ? entry.label : entry.id)}
                className={fieldStyles.listItem}
              >
                {entry.label}
              </MenuItem>
            ),
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
