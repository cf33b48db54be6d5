import type { ReactNode } from 'react';
import { formAlert } from './FormAlert.css';

export const formAlertTones = ['critical', 'success'] as const;

export interface FormAlertProps {
  /** The message, e.g. 'Wrong credentials'. */
  children: ReactNode;
  /** critical for errors (announced at once), success for confirmations. */
  tone?: (typeof formAlertTones)[number];
}

/**
 * A message above a form that screen readers announce as soon as it appears (role=alert for
 * errors, role=status for confirmations). Replaces browser alerts.
 */
export function FormAlert({ children, tone = 'critical' }: FormAlertProps) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={formAlert({ tone })}>
      {children}
    </div>
  );
}
