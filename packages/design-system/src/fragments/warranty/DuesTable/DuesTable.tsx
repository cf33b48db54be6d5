import { formatDay } from '@idl/api-contract';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  duePaymentText,
  dueKindText as kindText,
  dueStatusText as statusText,
  dueStatusTone as statusTone,
} from '../shared/dueLabels';
import { formatDollars } from '../../../format';
import * as shared from '../shared/shared.css';
import type { WarrantyDue } from '../shared/types';

export interface DuesTableProps {
  /** The payment schedule, oldest first. */
  dues: readonly WarrantyDue[];
  /** Names the table, e.g. 'Dues schedule'. */
  caption?: string;
  /**
   * Admin only: show a 'Record Payment' button on unpaid dues. It asks first; called with the
   * due's id once the admin confirms.
   */
  onRecordPayment?: (dueId: number) => void;
  /** The due whose payment is being recorded (its button and the open dialog wait). */
  recordingDueId?: number | null;
  /** Why the last payment could not be recorded (shown in the open dialog). */
  recordPaymentError?: string;
  /** Open the question for this due at first (stories). */
  defaultConfirmDueId?: number | null;
  /** Admin only: a Payment column saying card or transfer, and a declined or refunded card charge. */
  showPayment?: boolean;
}

/**
 * An enrolment's dues: date, what it is, amount and status (paid, due, overdue) as badges. For the
 * admin, how each was paid (card or transfer, a declined or refunded card charge) and 'Record
 * payment' on unpaid dues, which asks before it records anything.
 */
export function DuesTable({
  dues,
  caption = 'Dues schedule',
  onRecordPayment,
  recordingDueId,
  recordPaymentError,
  defaultConfirmDueId = null,
  showPayment = false,
}: DuesTableProps) {
  const [confirmDueId, setConfirmDueId] = useState<number | null>(defaultConfirmDueId);
  // The question closes by itself once the due is paid.
  const confirming = dues.find((due) => due.id === confirmDueId && due.status !== 'paid');
  // Its 'Record Payment' button is gone then, so focus goes to the due's 'Paid' note. An effect of
  // this component runs after the closed dialog has let go of the page behind it.
  const paidNoteRef = useRef<HTMLSpanElement>(null);
  const recorded = dues.some((due) => due.id === confirmDueId && due.status === 'paid');
  useEffect(() => {
    if (recorded) paidNoteRef.current?.focus();
  }, [recorded]);

  if (dues.length === 0) return <p className={shared.muted}>No dues yet.</p>;
  return (
    <>
      <div className={shared.tableScroll}>
        <table className={shared.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th className={shared.th} scope="col">
                Date
              </th>
              <th className={shared.th} scope="col">
                Description
              </th>
              <th className={shared.th} scope="col">
                Amount
              </th>
              <th className={shared.th} scope="col">
                Status
              </th>
              {showPayment ? (
                <th className={shared.th} scope="col">
                  Payment
                </th>
              ) : null}
              {onRecordPayment ? (
                <th className={shared.th} scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {dues.map((due) => (
              <tr key={due.id}>
                <td className={shared.td}>{formatDay(due.dueOn)}</td>
                <td className={shared.td}>{kindText[due.kind]}</td>
                <td className={shared.td}>{formatDollars(due.amount)}</td>
                <td className={shared.td}>
                  <Badge tone={statusTone[due.status]}>{statusText[due.status]}</Badge>
                </td>
                {showPayment ? <td className={shared.td}>{duePaymentText(due)}</td> : null}
                {onRecordPayment ? (
                  <td className={shared.td}>
                    {due.status === 'paid' ? (
                      <span
                        className={shared.muted}
                        ref={due.id === confirmDueId ? paidNoteRef : undefined}
                        tabIndex={due.id === confirmDueId ? -1 : undefined}
                      >
                        Paid {due.paidOn ? formatDay(due.paidOn) : ''}
                      </span>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={recordingDueId === due.id}
                        aria-label={`Record Payment: ${formatDay(due.dueOn)}`}
                        onPress={() => setConfirmDueId(due.id)}
                      >
                        Record Payment
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onRecordPayment ? (
        <ConfirmDialog
          isOpen={confirming !== undefined}
          title={
            confirming &&
            `Record a Payment of ${formatDollars(confirming.amount)} for the Due of ${formatDay(confirming.dueOn)}?`
          }
          message={
            confirming &&
            `The ${kindText[confirming.kind].toLowerCase()} is marked as paid, dated today. Record it only once the money has arrived: a recorded payment cannot be taken back here.`
          }
          confirmLabel="Record Payment"
          tone="neutral"
          busy={confirming !== undefined && recordingDueId === confirming.id}
          busyLabel="Recording..."
          errorMessage={recordPaymentError}
          onConfirm={() => {
            if (confirming) onRecordPayment(confirming.id);
          }}
          onCancel={() => setConfirmDueId(null)}
        />
      ) : null}
    </>
  );
}
