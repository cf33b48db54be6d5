import type { Key } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as fieldStyles from '../../../../components/Field/field.css';
import { Icon } from '../../../../components/Icon';
import * as menuStyles from '../../../../components/Menu/Menu.css';
import * as styles from './AdminOrderList.css';

export const adminOrderFilterFields = ['buyer', 'orderId', 'date', 'price'] as const;
export type AdminOrderFilterField = (typeof adminOrderFilterFields)[number];

export const adminOrderFilterLabels: Record<AdminOrderFilterField, string> = {
  buyer: 'Buyer Name',
  orderId: 'Order Id',
  date: 'Date',
  price: 'Price',
};

export interface AdminOrderListFilterMenuProps {
  /** The field the search and sort apply to. */
  value: AdminOrderFilterField;
  /** Called with the field the admin chose. */
  onChange: (field: AdminOrderFilterField) => void;
  /** Open at first (previews). */
  defaultOpen?: boolean;
}

/**
 * The Filter button: a menu of radio choices (Buyer Name, Order Id, Date, Price). The primitive
 * Menu only runs actions, so this one uses react-aria's single-selection menu with its styles.
 */
export function AdminOrderListFilterMenu({ value, onChange, defaultOpen }: AdminOrderListFilterMenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton className={menuStyles.trigger} aria-label={`Filter: ${adminOrderFilterLabels[value]}`}>
        <span aria-hidden="true">Filter: {adminOrderFilterLabels[value]}</span>
        <Icon name="chevronDown" />
      </AriaButton>
      <Popover className={fieldStyles.popover} placement="bottom end" offset={4}>
        <Menu
          className={menuStyles.menu}
          aria-label="Search and sort by"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[value]}
          onSelectionChange={(keys) => {
            if (keys === 'all') return;
            const [key] = [...keys] as Key[];
            if (key !== undefined) onChange(String(key) as AdminOrderFilterField);
          }}
        >
          {adminOrderFilterFields.map((field) => (
            <MenuItem key={field} id={field} className={fieldStyles.listItem}>
              {({ isSelected }) => (
                <>
                  <span className={styles.radioMark({ selected: isSelected })} aria-hidden="true" />
                  {adminOrderFilterLabels[field]}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
