import type { ReactNode } from 'react';
import { formatLongDay, type OfficeStatus } from '@idl/api-contract';
import { FormNotice } from '../../warranty/shared/FormNotice';

export interface OfficeStatusNoticeProps {
  practiceName: string;
  /** pending: waiting for the lab; verified: may send cases; rejected: refused, with the reason. */
  status: OfficeStatus;
  /** Why the lab refused the office. */
  rejectionReason?: string | null;
  /** When the office signed up ('YYYY-MM-DD…'), said while it waits. */
  signedUpOn?: string;
  /** What the office can do next (e.g. a link to send its first case). */
  children?: ReactNode;
}

/**
 * Where a dentist office's sign-up stands: the lab verifies each office's licence before its first
 * case, so a new office reads that it is pending verification; a verified one that it can send
 * cases; a refused one why.
 */
export function OfficeStatusNotice({
  practiceName,
  status,
  rejectionReason,
  signedUpOn,
  children,
}: OfficeStatusNoticeProps) {
  if (status === 'verified') {
    return (
      <FormNotice tone="success" title={`${practiceName} is verified`} headingLevel={2}>
        <p>The lab has checked your licence: your office can send cases.</p>
        {children}
      </FormNotice>
    );
  }
  if (status === 'rejected') {
    return (
      <FormNotice tone="critical" title={`The lab could not verify ${practiceName}`} headingLevel={2}>
        <p>{rejectionReason ? `The lab says: ${rejectionReason}` : 'The lab gave no reason.'}</p>
        {children}
      </FormNotice>
    );
  }
  return (
    <FormNotice tone="success" title={`${practiceName} is pending verification`} headingLevel={2}>
      <p>
        {signedUpOn ? `You signed your office up on ${formatLongDay(signedUpOn.slice(0, 10))}. ` : ''}
        The lab verifies your licence before your office’s first case: this page says when it has.
      </p>
      {children}
    </FormNotice>
  );
}
