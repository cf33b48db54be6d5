import { AdminPaymentsReconciliation } from '@idl/design-system';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { useReconciliation } from '../../features/payments/use-reconciliation';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Admin Payments: money by day for the range in the address (`?from&to`), the last 30 days by default. */
export function AdminPaymentsRoute() {
  const [params, setParams] = useSearchParams();
  // Today as the page opened: the default range does not move while it stays open.
  const [now] = useState(() => Date.now());
  const from = params.get('from') ?? utcDay(now - 29 * DAY_MS);
  const to = params.get('to') ?? utcDay(now);
  const report = useReconciliation(from, to);
  return (
    <AdminPaymentsReconciliation
      from={from}
      to={to}
      onRangeChange={(range) => setParams(range)}
      report={report.data}
      isLoading={report.isPending}
      error={
        report.isError
          ? errorMessage(report.error, 'We could not load the payments. Please try again.')
          : undefined
      }
      onRetry={() => void report.refetch()}
    />
  );
}
