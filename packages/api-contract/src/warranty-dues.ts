import type { dueStatuses } from './warranty';

/** The part of a due (the API's `WarrantyDue`, or a fragment's copy of it) that decides what to pay. */
export interface PayableDue {
  status: (typeof dueStatuses)[number];
  /** ISO day, YYYY-MM-DD. */
  dueOn: string;
  /** Dollars, as the API sends them. */
  amount: number;
}

/**
 * What a patient or office pays now: every overdue due and the next one to come (the earliest
 * unpaid due not yet overdue), oldest first, and their total in integer cents so that dollar
 * amounts add up exactly. Nothing once every due is paid.
 */
export function duesToPayNow<D extends PayableDue>(dues: readonly D[]): { dues: D[]; totalCents: number } {
  const unpaid = dues.filter((due) => due.status !== 'paid').sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const next = unpaid.find((due) => due.status === 'due');
  const toPay = unpaid.filter((due) => due.status === 'overdue' || due === next);
  return { dues: toPay, totalCents: toPay.reduce((sum, due) => sum + Math.round(due.amount * 100), 0) };
}
