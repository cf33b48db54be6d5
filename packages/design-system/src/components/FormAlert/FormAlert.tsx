import type { ReactNode } from 'react';
import { formAlert } from './FormAlert.css';

export const formAlertTones = ['critical', 'success'] as const;

export interface FormAlertProps {
  /** The message, e.g. 'Wrong credentials'. */
  children: ReactNode;
  /** critical for errors (announced at once), success for confirmations. */
  tone?: (typeof formAlertTones)[number];
  /** Where the form places it (e.g. across both columns of a two-column form). */
  className?: string;
}

/**
 * A message above a form that screen readers announce as soon as it appears (role=alert for
 * errors, role=status for confirmations). Replaces browser alerts. Every form of the shop uses it for
 * what concerns the whole form, so its errors look the same everywhere.
 */
export function FormAlert({ children, tone = 'critical', className }: FormAlertProps) {
  return (
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={className ? `${formAlert({ tone })} ${className}` : formAlert({ tone })}
    >
      {children}
    </div>
  );
}
