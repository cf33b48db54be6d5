import { formatDay } from '@idl/api-contract';
import { Button } from '../../../../components/Button';
import { Form, useForm } from '../../../../components/Form';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { TextField } from '../../../../components/TextField';
import { formatDollars } from '../../../../format';
import * as styles from './AdminPaymentsReconciliation.css';

/** One day's money, or the range's totals, in dollars (the API's reconciliation figures). */
export interface ReconciliationFigures {
  cardOrders: number;
  transferOrders: number;
  warrantyDues: number;
  moneyIn: number;
  refunds: number;
  net: number;
}

export interface ReconciliationReport {
  /** Every day of the range, oldest first; `day` is YYYY-MM-DD (UTC). */
  days: (ReconciliationFigures & { day: string })[];
  totals: ReconciliationFigures;
  /** The same money counted from the orders and dues directly. */
  check: {
    ordersPaid: number;
    ordersRefunded: number;
    duesPaid: number;
    /** Dues whose card payment was refunded in the range (0: the sentence leaves it out). */
    duesRefunded: number;
    expectedNet: number;
    matches: boolean;
  };
}

export interface AdminPaymentsReconciliationProps {
  /** The range shown, YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  /** Show pressed: the range typed in (the container checks it with the API). */
  onRangeChange: (range: { from: string; to: string }) => void;
  report?: ReconciliationReport;
  isLoading?: boolean;
  /** Why the figures could not be loaded (e.g. a range too long). */
  error?: string;
  onRetry?: () => void;
}

type Day = ReconciliationReport['days'][number];

const columns: DataTableColumn<Day>[] = [
  { id: 'day', header: 'Day', cell: (d) => <span className={styles.day}>{formatDay(d.day)}</span> },
  { id: 'cardOrders', header: 'Card Orders', cell: (d) => formatDollars(d.cardOrders), align: 'end' },
  { id: 'transferOrders', header: 'Transfers', cell: (d) => formatDollars(d.transferOrders), align: 'end' },
  { id: 'warrantyDues', header: 'Warranty Dues', cell: (d) => formatDollars(d.warrantyDues), align: 'end' },
  { id: 'refunds', header: 'Refunds', cell: (d) => formatDollars(d.refunds), align: 'end' },
  { id: 'net', header: 'Net', cell: (d) => formatDollars(d.net), align: 'end' },
];

const totalLabels: [keyof ReconciliationFigures, string][] = [
  ['cardOrders', 'Card Orders'],
  ['transferOrders', 'Transfers'],
  ['warrantyDues', 'Warranty Dues'],
  ['moneyIn', 'Money In'],
  ['refunds', 'Refunds'],
  ['net', 'Net'],
];

/**
 * Admin Payments: money in by day (card orders paid, transfers confirmed, warranty dues recorded
 * paid), refunds and the net for a range, its totals, and whether the totals match the orders' and
 * dues' own sums.
 */
export function AdminPaymentsReconciliation({
  from,
  to,
  onRangeChange,
  report,
  isLoading = false,
  error,
  onRetry,
}: AdminPaymentsReconciliationProps) {
  // A new range from outside (e.g. the address) sets the fields again.
  const form = useForm({
    initialValues: { from, to },
    onSubmit: (draft) => onRangeChange({ from: draft.from.trim(), to: draft.to.trim() }),
  });
  const shown = report && !error && !isLoading ? report : undefined;

  return (
    <section className={styles.root} aria-labelledby="payments-title">
      <h1 id="payments-title" className={styles.title}>
        Payments
      </h1>
      <p className={styles.intro}>Money in and out by day (UTC), for at most 92 days at a time.</p>
      <Form form={form} className={styles.range} aria-label="Days to show">
        <TextField label="From" placeholder="YYYY-MM-DD" {...form.field('from')} />
        <TextField label="To" placeholder="YYYY-MM-DD" {...form.field('to')} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>

      {shown && (
        <>
          <dl className={styles.totals} aria-label="Totals">
            {totalLabels.map(([key, label]) => (
              <div key={key} className={styles.figure}>
                <dt className={styles.figureLabel}>{label}</dt>
                <dd className={styles.figureValue}>{formatDollars(shown.totals[key])}</dd>
              </div>
            ))}
          </dl>
          <div
            className={shown.check.matches ? styles.check : `${styles.check} ${styles.checkFailed}`}
            role={shown.check.matches ? 'status' : 'alert'}
          >
            <p className={styles.checkTitle}>
              {shown.check.matches ? 'The totals match the orders and dues.' : 'The totals do not match.'}
            </p>
            <p>
              Orders paid {formatDollars(shown.check.ordersPaid)} − refunds{' '}
              {formatDollars(shown.check.ordersRefunded)} + dues paid {formatDollars(shown.check.duesPaid)}
              {shown.check.duesRefunded > 0
                ? ` − dues refunded ${formatDollars(shown.check.duesRefunded)}`
                : ''}{' '}
              = {formatDollars(shown.check.expectedNet)}
              {shown.check.matches ? '' : `; the days add up to ${formatDollars(shown.totals.net)}`}.
            </p>
          </div>
        </>
      )}
      <DataTable
        aria-label="Payments by day"
        columns={columns}
        rows={shown?.days ?? []}
        getRowId={(d) => d.day}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        emptyText="No days to show."
      />
    </section>
  );
}
