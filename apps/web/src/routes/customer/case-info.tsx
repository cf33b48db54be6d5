import {
  ApiRequestError,
  formatCents,
  formatDay,
  listTeeth,
  materialLabels,
  restorationKindLabels,
  shadeSystemLabels,
  type Case,
} from '@idl/api-contract';
import { CaseTimeline, Link } from '@idl/design-system';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useMyCase } from '../../features/cases/use-cases';
import { useSession } from '../../features/session/session';
import { NotFoundRoute } from '../not-found';
import { CaseConversationContainer } from './case-conversation';
import { CaseRemakes, RequestRemake } from './case-remake';
import { CaseScans, CaseScanUpload } from './case-scans';
import { PageLoading } from './page-loading';
import { PageBody, PageError, SignInNeeded } from './page-state';
import { caseStageWords } from './cases';

const noteLabels = { margins: 'Margins', contacts: 'Contacts', occlusion: 'Occlusion' } as const;

/** The prescription as the office sent it, and what the lab made of it (price, due date). */
function Prescription({ labCase: c }: { labCase: Case }) {
  const notes = (Object.keys(noteLabels) as (keyof typeof noteLabels)[]).filter((key) => c.notes[key]);
  return (
    <dl>
      <dt>Service</dt>
      <dd>{c.product.name}</dd>
      <dt>Restoration</dt>
      <dd>{restorationKindLabels[c.kind]}</dd>
      <dt>{c.teeth.length === 1 ? 'Tooth' : 'Teeth'}</dt>
      <dd>{listTeeth(c.teeth)}</dd>
      <dt>Material</dt>
      <dd>{materialLabels[c.material]}</dd>
      <dt>Shade</dt>
      <dd>{`${c.shade.shade} (${shadeSystemLabels[c.shade.system]})`}</dd>
      {notes.map((key) => (
        <div key={key}>
          <dt>{noteLabels[key]}</dt>
          <dd>{c.notes[key]}</dd>
        </div>
      ))}
      <dt>Dentist</dt>
      <dd>{c.dentist.name}</dd>
      <dt>Received</dt>
      <dd>{formatDay(c.receivedOn)}</dd>
      <dt>Due</dt>
      <dd>{`${formatDay(c.dueDate)}${c.rush ? ' (rush)' : ''}`}</dd>
      <dt>Price</dt>
      <dd>{formatCents(Math.round(c.price * 100))}</dd>
    </dl>
  );
}

/**
 * /cases/{id}: one of the office's cases, where the lab's e-mails and notifications of each move
 * lead: where it is, its prescription, its way through the lab (the design system's CaseTimeline,
 * with the lab's question while it is on hold), its scans and the conversation with the lab.
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
      <CaseRemakes labCase={c} />
      <RequestRemake key={c.id} labCase={c} />
      <h2>Prescription</h2>
      <Prescription labCase={c} />
      <h2>Progress</h2>
      <CaseTimeline stage={c.stage} holdQuestion={c.holdQuestion} timeline={c.timeline} dueDate={c.dueDate} />
      <h2>Scans</h2>
      <CaseScans caseId={c.id} />
      <CaseScanUpload caseId={c.id} />
      <h2>Conversation with the Lab</h2>
      <CaseConversationContainer caseId={c.id} isOnHold={c.holdQuestion !== null} />
    </PageBody>
  );
}
