import { AdminDashboard, DashboardOperationsPanel, toast } from '@idl/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { errorMessage } from '../../app/error-message';
import { useDashboard, type DashboardRange } from '../../features/admin/use-dashboard';
import { useOperations } from '../../features/admin/use-operations';

/** /admin/dashboard: totals of the chosen range against the previous one, chart, products, recent orders. */
export function AdminDashboardRoute() {
  const navigate = useNavigate();
  const [range, setRange] = useState<DashboardRange>('week');
  const dashboard = useDashboard(range);
  return (
    <>
      <AdminDashboard
        data={dashboard.data}
        range={range}
        onRangeChange={setRange}
        isLoading={dashboard.isPending}
        error={
          dashboard.isError ? errorMessage(dashboard.error, 'The dashboard could not be loaded.') : undefined
        }
        onRetry={() => void dashboard.refetch()}
        viewAllOrdersHref={paths.admin.orders}
        onOrderOpen={(orderId) => void navigate(paths.admin.order(orderId))}
        getProductHref={(productId) => paths.admin.product(productId)}
      />
      <OperationsPanel />
    </>
  );
}

/** Last backup and e-mails the shop could not send, with "Send Again". */
function OperationsPanel() {
  const { query, resend } = useOperations();
  const status = query.data;
  return (
    <DashboardOperationsPanel
      lastBackupAt={status?.lastBackup?.finishedAt ?? null}
      backupIntervalHours={status?.backupIntervalHours ?? 0}
      mailWaiting={status?.mail.waiting ?? 0}
      failedEmails={status?.mail.failedMessages ?? []}
      isLoading={query.isPending}
      error={
        query.isError
          ? errorMessage(query.error, 'The backup and e-mail status could not be loaded.')
          : undefined
      }
      onRetry={() => void query.refetch()}
      resendingId={resend.isPending ? resend.variables : undefined}
      onResend={(mailId) =>
        resend.mutate(mailId, {
          onSuccess: () => toast.success('The e-mail is queued and will be sent again.'),
          onError: (error) => toast.error(errorMessage(error, 'The e-mail could not be queued again.')),
        })
      }
    />
  );
}
