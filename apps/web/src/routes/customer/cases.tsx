import { caseStageLabels, formatDay, listTeeth, type CaseSummary } from '@idl/api-contract';
import { DataTable, Link, type DataTableColumn } from '@idl/design-system';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useMyCases } from '../../features/cases/use-cases';
import { useMyOffice } from '../../features/cases/use-office';
import { useSession } from '../../features/session/session';
import { PageBody, SignInNeeded } from './page-state';

/** Where a case is, in words: its stage, or that the lab holds it with a question. */
export const caseStageWords = (c: Pick<CaseSummary, 'stage' | 'holdQuestion'>) =>
  c.holdQuestion === null ? caseStageLabels[c.stage] : `On hold at ${caseStageLabels[c.stage]}`;

const columns: DataTableColumn<CaseSummary>[] = [
  {
    id: 'patient',
    header: 'Patient',
    textValue: 'Patient',
    cell: (c) => <Link href={paths.caseInfo(c.id)}>{c.patientReference}</Link>,
  },
  { id: 'service', header: 'Service', cell: (c) => c.product.name },
  { id: 'teeth', header: 'Teeth', cell: (c) => listTeeth(c.teeth) },
  { id: 'stage', header: 'Stage', cell: caseStageWords },
  { id: 'due', header: 'Due', cell: (c) => formatDay(c.dueDate) },
];

/**
 * What the account can do about cases: send one (a verified office), wait for the lab's check, or
 * sign its office up first.
 */
function OfficeLine() {
  const office = useMyOffice();
  if (office.data === undefined) return null;
  if (office.data === null) {
    return (
      <p>
        Your account has no dentist office yet. <Link href={paths.office}>Sign Up Your Office</Link> to send
        cases to the lab.
      </p>
    );
  }
  if (office.data.status === 'verified') {
    return (
      <p>
        <Link href={paths.newCase}>Send a Case</Link>
      </p>
    );
  }
  return (
    <p>
      {office.data.status === 'pending'
        ? 'The lab is verifying your office: you can send cases once it has. '
        : 'The lab could not verify your office. '}
      <Link href={paths.office}>My Office</Link>
    </p>
  );
}

/** /cases: the office's cases, newest first, each opening its /cases/{id} page. */
export function CasesRoute() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const cases = useMyCases(page - 1);
  if (session.status === 'anonymous') return <SignInNeeded>Log in to see your office’s cases.</SignInNeeded>;
  const pageCount = cases.data ? Math.max(1, Math.ceil(cases.data.total / cases.data.size)) : 1;
  return (
    <PageBody>
      <h1>My Cases</h1>
      <OfficeLine />
      <DataTable
        aria-label="My Cases"
        columns={columns}
        rows={cases.data?.items ?? []}
        getRowId={(c) => c.id}
        isLoading={cases.isPending}
        error={cases.isError ? errorMessage(cases.error, 'We could not load your cases.') : undefined}
        onRetry={() => void cases.refetch()}
        emptyText="Your office has sent no cases yet."
        pagination={
          pageCount > 1
            ? { page, pageCount, onPageChange: (next) => setParams(next === 1 ? {} : { page: String(next) }) }
            : undefined
        }
      />
    </PageBody>
  );
}
