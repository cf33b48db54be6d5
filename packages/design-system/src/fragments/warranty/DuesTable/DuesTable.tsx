import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { formatDate, formatDollars } from '../shared/format';
import * as shared from '../shared/shared.css';
import type { DueStatus, WarrantyDue } from '../shared/types';

export interface DuesTableProps {
  /** The payment schedule, oldest first. */
  dues: readonly WarrantyDue[];
  /** Names the table, e.g. 'Dues schedule'. */
  caption?: string;
  /** Admin only: show a 'Record payment' button on unpaid dues; called with the due's id. */
  onRecordPayment?: (dueId: number) => void;
  /** The due whose payment is being recorded (its button waits). */
  recordingDueId?: number | null;
}

const statusTone: Record<DueStatus, BadgeTone> = { paid: 'success', due: 'info', overdue: 'critical' };
const statusText: Record<DueStatus, string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };

/** An enrolment's dues: date, what it is, amount and status (paid, due, overdue) as badges. */
export function DuesTable({
  dues,
  caption = 'Dues schedule',
  onRecordPayment,
  recordingDueId,
}: DuesTableProps) {
  if (dues.length === 0) return <p className={shared.muted}>No dues yet.</p>;
  return (
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
              <td className={shared.td}>{formatDate(due.dueOn)}</td>
              <td className={shared.td}>
                {due.kind === 'enrollment-fee' ? 'Enrollment fee' : 'Monthly due'}
              </td>
              <td className={shared.td}>{formatDollars(due.amount)}</td>
              <td className={shared.td}>
                <Badge tone={statusTone[due.status]}>{statusText[due.status]}</Badge>
              </td>
              {onRecordPayment ? (
                <td className={shared.td}>
                  {due.status === 'paid' ? (
                    <span className={shared.muted}>Paid {due.paidOn ? formatDate(due.paidOn) : ''}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={recordingDueId === due.id}
                      aria-label={`Record payment: ${formatDate(due.dueOn)}`}
                      onPress={() => onRecordPayment(due.id)}
                    >
                      Record payment
                    </Button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
