import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** What the switch turns on, e.g. 'Email Notification'. */
  children: ReactNode;
  /** On/off when controlled. */
  isSelected?: boolean;
  /** Initial on/off when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new on/off state. */
  onChange?: (isSelected: boolean) => void;
  /** The switch cannot be toggled. */
  isDisabled?: boolean;
  /** Field name submitted with a form. */
  name?: string;
}

/** An on/off toggle for settings that apply at once (notification settings). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
