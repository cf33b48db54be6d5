import {
  caseStageLabels,
  casesPaths,
  fillPath,
  scansPaths,
  type CaseStage,
  type Scan,
} from '@idl/api-contract';
import {
  CaseRecordTable,
  CaseScanList,
  CaseTimeline,
  LabCaseSheet,
  sprinkles,
  toast,
} from '@idl/design-system';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useAdminHeaderTitle } from '../../features/admin/admin-header-title';
import {
  useAdminCase,
  useAdminCaseScans,
  useCaseRecord,
  useMoveCase,
} from '../../features/admin/use-admin-cases';
import { LabCaseConversation } from './lab-case-conversation';
import { LabScanView } from './lab-case-scan-view';
import { LoadState } from './load-state';
import { idParam } from './order-detail';
import { AdminNotFound } from './admin-frame';

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' });
const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={section} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /admin/cases/:caseId, where the lab's notifications and the ticket's code lead: the case's
 * prescription and moves, its timeline, scans, conversation with the office and record.
 */
export function AdminLabCaseRoute() {
  const caseId = idParam(useParams().caseId);
  useAdminHeaderTitle('Case', caseId === undefined ? undefined : String(caseId));
  if (caseId === undefined) return <AdminNotFound title="Case not found" />;
  return <LabCase caseId={caseId} />;
}

function LabCase({ caseId }: { caseId: number }) {
  const found = useAdminCase(caseId);
  const move = useMoveCase(caseId);
  if (!found.data)
    return (
      <LoadState
        label="Loading the case"
        notFoundTitle="Case not found"
        error={found.error}
        onRetry={() => void found.refetch()}
      />
    );
  const labCase = found.data;
  const said = (text: string) => ({
    onSuccess: () => toast.success(text),
    onError: (error: unknown) => toast.error(`Error: ${errorMessage(error)}`),
  });
  return (
    <div className={column}>
      <LabCaseSheet
        labCase={labCase}
        caseHref={paths.admin.case}
        ticketHref={fillPath(casesPaths.adminCaseTicket, { caseId })}
        busy={move.isPending}
        moveError={move.isError ? errorMessage(move.error) : undefined}
        onAdvance={(to: CaseStage) =>
          move.mutate({ action: 'advance', to }, said(`Case #${caseId} moved to ${caseStageLabels[to]}.`))
        }
        onHold={(question) =>
          move.mutate({ action: 'hold', question }, said(`Case #${caseId} is on hold: the office was asked.`))
        }
        onResume={() => move.mutate({ action: 'resume' }, said(`Case #${caseId} is resumed.`))}
      />
      <Part title="Progress">
        <CaseTimeline
          stage={labCase.stage}
          holdQuestion={labCase.holdQuestion}
          timeline={labCase.timeline}
          dueDate={labCase.dueDate}
        />
      </Part>
      <Part title="Scans">
        <Scans caseId={caseId} />
      </Part>
      <Part title="Conversation with the Office">
        <LabCaseConversation caseId={caseId} isOnHold={labCase.holdQuestion !== null} />
      </Part>
      <Part title="Record of Views and Changes">
        <Record caseId={caseId} />
      </Part>
    </div>
  );
}

function Scans({ caseId }: { caseId: number }) {
  const scans = useAdminCaseScans(caseId);
  const [viewing, setViewing] = useState<Scan>();
  if (!scans.data)
    return <LoadState label="Loading the scans" error={scans.error} onRetry={() => void scans.refetch()} />;
  return (
    <>
      <CaseScanList
        scans={scans.data.items}
        downloadHref={(scan) => fillPath(scansPaths.adminScanFile, { caseId, scanId: scan.id })}
        onView={setViewing}
      />
      {viewing ? <LabScanView key={viewing.id} scan={viewing} onClose={() => setViewing(undefined)} /> : null}
    </>
  );
}

function Record({ caseId }: { caseId: number }) {
  const record = useCaseRecord(caseId);
  return (
    <CaseRecordTable
      entries={record.data?.entries ?? []}
      isLoading={record.isPending}
      error={record.isError ? errorMessage(record.error, 'The record could not be loaded.') : undefined}
      onRetry={() => void record.refetch()}
    />
  );
}
