import type { BadgeTone } from '../../../components/Badge';
import type { DueStatus, WarrantyDue } from './types';

/** How a due's status reads and the badge colour that carries it (dues table, how to pay). */
export const dueStatusTone: Record<DueStatus, BadgeTone> = {
  paid: 'success',
  due: 'info',
  overdue: 'critical',
};
export const dueStatusText: Record<DueStatus, string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };
export const dueKindText: Record<WarrantyDue['kind'], string> = {
  'enrollment-fee': 'Enrollment fee',
  monthly: 'Monthly due',
};
