import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable id used for `selectedKey`. */
  id: string;
  /** Text on the tab. */
  label: ReactNode;
  /** What the panel shows while this tab is selected. */
  content: ReactNode;
  /** The tab cannot be selected. */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. 'Order status'. */
  'aria-label': string;
  /** The tabs in order. */
  items: TabItem[];
  /** Selected tab id when controlled. */
  selectedKey?: string;
  /** Tab selected first when uncontrolled (defaults to the first). */
  defaultSelectedKey?: string;
  /** Called with the id of the tab the user selects. */
  onSelectionChange?: (id: string) => void;
}

/** Tabs that switch between panels (order states, cart steps); arrow keys move between tabs. */
export function Tabs({ items, onSelectionChange, ...props }: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={props.selectedKey}
      defaultSelectedKey={props.defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList className={styles.tabList} aria-label={props['aria-label']}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
