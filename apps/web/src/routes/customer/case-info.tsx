import { ApiRequestError, formatDay, listTeeth } from '@idl/api-contract';
import { CaseTimeline, Link } from '@idl/design-system';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useMyCase } from '../../features/cases/use-cases';
import { useSession } from '../../features/session/session';
import { NotFoundRoute } from '../not-found';
import { PageLoading } from './page-loading';
import { PageBody, PageError, SignInNeeded } from './page-state';
import { caseStageWords } from './cases';

/**
 * /cases/{id}: one of the office's cases, where the lab's e-mails and notifications of each move
 * lead: where it is, its prescription's essentials, and its way through the lab (the design
 * system's CaseTimeline, with the lab's question while it is on hold).
 */
export function CaseInfoRoute() {
  const session = useSession();
  const caseId = Number(useParams().caseId);
  const found = useMyCase(caseId);
  if (session.status === 'anonymous') return <SignInNeeded>Log in to see your office’s case.</SignInNeeded>;
  // Not a case id, another office's case or none: the not-found page, no Retry.
  if (!Number.isInteger(caseId) || caseId <= 0) return <NotFoundRoute />;
  if (found.error instanceof ApiRequestError && found.error.status === 404) return <NotFoundRoute />;
  if (found.isError) {
    return (
      <PageError
        message={errorMessage(found.error, 'We could not load this case.')}
        onRetry={() => void found.refetch()}
      />
    );
  }
  if (found.isPending) return <PageLoading label="Loading the case" />;
  const c = found.data;
  return (
    <PageBody>
      <p>
        <Link href={paths.cases}>My Cases</Link>
      </p>
      <h1>Case {c.patientReference}</h1>
      <p>Stage: {caseStageWords(c)}</p>
      <dl>
        <dt>Service</dt>
        <dd>{c.product.name}</dd>
        <dt>{c.teeth.length === 1 ? 'Tooth' : 'Teeth'}</dt>
        <dd>{listTeeth(c.teeth)}</dd>
        <dt>Dentist</dt>
        <dd>{c.dentist.name}</dd>
        <dt>Due</dt>
        <dd>{formatDay(c.dueDate)}</dd>
      </dl>
      <h2>Progress</h2>
      <CaseTimeline stage={c.stage} holdQuestion={c.holdQuestion} timeline={c.timeline} dueDate={c.dueDate} />
    </PageBody>
  );
}
