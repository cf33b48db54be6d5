import type { BadgeTone } from '../../../components/Badge';
import { formatDay } from '@idl/api-contract';
import type { DueStatus, WarrantyDue } from './types';

/** How a due's status reads and the badge colour that carries it (dues table, how to pay). */
export const dueStatusTone: Record<DueStatus, BadgeTone> = {
  paid: 'success',
  due: 'info',
  overdue: 'critical',
};
export const dueStatusText: Record<DueStatus, string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };
export const dueKindText: Record<WarrantyDue['kind'], string> = {
  'enrollment-fee': 'Enrolment fee',
  monthly: 'Monthly due',
};

/**
 * How a due was paid, or what happened to its card payment, for the admin: 'Card' or 'Transfer',
 * 'Card declined Mar 15, 2026', 'Card payment refunded Mar 20, 2026'; empty when nothing happened.
 */
export function duePaymentText(due: WarrantyDue): string {
  if (due.status === 'paid')
    return due.paidBy === 'card' ? 'Card' : due.paidBy === 'transfer' ? 'Transfer' : '';
  const happened: string[] = [];
  if (due.refundedOn) happened.push(`Card payment refunded ${formatDay(due.refundedOn)}`);
  if (due.chargeFailedOn) happened.push(`Card declined ${formatDay(due.chargeFailedOn)}`);
  return happened.join('; ');
}
