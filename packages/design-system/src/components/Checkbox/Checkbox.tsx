import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The label next to the box; clicking it toggles the box too. Omit only with `aria-label`. */
  children?: ReactNode;
  /** Name read by screen readers when there is no visible label (e.g. a table row's box). */
  'aria-label'?: string;
  /** Set 'selection' inside a react-aria Table/GridList so the row's selection drives the box. */
  slot?: string;
  /** Checked state when controlled. */
  isSelected?: boolean;
  /** Initial checked state when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Show a dash: some, but not all, of a group is checked. */
  isIndeterminate?: boolean;
  /** The box cannot be toggled. */
  isDisabled?: boolean;
  /** Mark the box as wrongly left (un)checked, e.g. terms not accepted. */
  isInvalid?: boolean;
  /** Field name submitted with a form. */
  name?: string;
  /** Value submitted with a form when checked. */
  value?: string;
}

/** A labelled check box for yes/no choices such as 'Remember me' or accepting terms. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" /> : null}
            {isSelected && !isIndeterminate ? <Icon name="check" /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
