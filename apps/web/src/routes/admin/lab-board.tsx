import { shopDay } from '@idl/api-contract';
import { LabBoard } from '@idl/design-system';
import { paths } from '../../app/paths';
import { useLabBoardCases } from '../../features/admin/use-admin-cases';
import { AdminLoadError, AdminLoading } from './query-state';

/** /admin/cases: the lab's open cases by stage, late and today's first, and the cases due per day. */
export function AdminLabBoardRoute() {
  const cases = useLabBoardCases();
  if (cases.isError) return <AdminLoadError label="Cases" onRetry={() => void cases.refetch()} />;
  if (cases.isPending) return <AdminLoading label="Cases" />;
  return <LabBoard cases={cases.data} today={shopDay()} caseHref={paths.admin.case} />;
}
