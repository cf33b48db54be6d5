import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Section.css';

export interface SectionProps {
  /** Heading text that also opens and closes the section, e.g. 'Your Orders'. */
  title: ReactNode;
  /** Content shown while expanded. */
  children: ReactNode;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Expanded state when controlled. */
  isExpanded?: boolean;
  /** Start expanded when uncontrolled. */
  defaultExpanded?: boolean;
  /** Called with the new expanded state. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** The section cannot be toggled. */
  isDisabled?: boolean;
}

/** A collapsible section with a heading button (checkout review, payment method). */
export function Section({ title, children, headingLevel = 3, ...props }: SectionProps) {
  return (
    <Disclosure {...props} className={styles.section}>
      <Heading level={headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          {title}
          <Icon name="chevronDown" className={styles.chevron} />
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
