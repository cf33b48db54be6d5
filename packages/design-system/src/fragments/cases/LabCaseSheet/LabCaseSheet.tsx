import {
  caseStageLabels,
  formatDay,
  formatDollars,
  listTeeth,
  materialLabels,
  nextCaseStage,
  restorationKindLabels,
  shadeSystemLabels,
  type Case,
  type CaseStage,
} from '@idl/api-contract';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { button } from '../../../components/Button/Button.css';
import { Link } from '../../../components/Link';
import { FormAlert } from '../../../components/FormAlert';
import { ReasonDialog } from '../../../components/ReasonDialog';
import * as styles from './LabCaseSheet.css';

export interface LabCaseSheetProps {
  /** The case as the admin API sends it. */
  labCase: Case;
  /** Move the case to the next stage (the button names it: Move to Design). */
  onAdvance: (to: CaseStage) => void;
  /** Put the case on hold with the question the office answers in the conversation. */
  onHold: (question: string) => void;
  /** Take the case off hold. */
  onResume: () => void;
  /** A move is being saved: the buttons wait. */
  busy?: boolean;
  /** Why the last move was refused. */
  moveError?: string;
  /** The address of the case's lab ticket (PDF): Print Lab Ticket opens it in a new tab. */
  ticketHref?: string;
  /** The address of another case's page (the original of a remake, a remake of this one). */
  caseHref: (caseId: number) => string;
  /** Open the hold dialog at first (stories). */
  defaultHolding?: boolean;
}

const claimStatusText = {
  pending: 'claim pending',
  approved: 'claim approved',
  rejected: 'claim rejected',
} as const;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

/**
 * One case as the lab works it: the patient and case number, its stage, the office and dentist, the
 * prescription (service, teeth, material, shade, notes), the remake links, the dates and price; then
 * Move to the next stage and Put on Hold with a question (or Resume while on hold), and Print Lab
 * Ticket.
 */
export function LabCaseSheet({
  labCase,
  onAdvance,
  onHold,
  onResume,
  busy = false,
  moveError,
  ticketHref,
  caseHref,
  defaultHolding = false,
}: LabCaseSheetProps) {
  const [holding, setHolding] = useState(defaultHolding);
  const next = nextCaseStage(labCase.stage);
  const onHoldNow = labCase.holdQuestion !== null;
  const { notes } = labCase;

  return (
    <div className={styles.sheet}>
      <div className={styles.head}>
        <h2 className={styles.title}>{`${labCase.patientReference}, Case #${labCase.id}`}</h2>
        <Badge tone={labCase.stage === 'delivered' ? 'success' : 'info'}>
          {caseStageLabels[labCase.stage]}
        </Badge>
        {onHoldNow ? <Badge tone="warning">On hold</Badge> : null}
        {labCase.rush ? <Badge tone="critical">Rush</Badge> : null}
      </div>
      {onHoldNow ? (
        <p className={styles.hold}>
          <strong>On hold: the lab asked</strong>
          <q>{labCase.holdQuestion}</q>
        </p>
      ) : null}
      <dl className={styles.details}>
        <Detail term="Office">{labCase.practiceName}</Detail>
        <Detail term="Dentist">{labCase.dentist.name}</Detail>
        <Detail term="Service">{`${labCase.product.name} (${restorationKindLabels[labCase.kind]})`}</Detail>
        <Detail term={labCase.teeth.length === 1 ? 'Tooth' : 'Teeth'}>{listTeeth(labCase.teeth)}</Detail>
        <Detail term="Material">{materialLabels[labCase.material]}</Detail>
        <Detail term="Shade">{`${labCase.shade.shade} (${shadeSystemLabels[labCase.shade.system]})`}</Detail>
        {notes.margins ? <Detail term="Margins">{notes.margins}</Detail> : null}
        {notes.contacts ? <Detail term="Contacts">{notes.contacts}</Detail> : null}
        {notes.occlusion ? <Detail term="Occlusion">{notes.occlusion}</Detail> : null}
        {labCase.remakeOf !== null ? (
          <Detail term="Remake Of">
            <Link
              className={styles.link}
              href={caseHref(labCase.remakeOf)}
            >{`Case #${labCase.remakeOf}`}</Link>
          </Detail>
        ) : null}
        {labCase.remakeReason ? <Detail term="Why Remade">{labCase.remakeReason}</Detail> : null}
        {labCase.warrantyClaim ? (
          <Detail term="Warranty Claim">
            {`${labCase.warrantyClaim.reference} (${claimStatusText[labCase.warrantyClaim.status]})`}
          </Detail>
        ) : null}
        {labCase.remakes.length > 0 ? (
          <Detail term="Remakes">
            <ul className={styles.inlineList}>
              {labCase.remakes.map((remake) => (
                <li key={remake.id}>
                  <Link className={styles.link} href={caseHref(remake.id)}>{`Case #${remake.id}`}</Link>
                  {`, received ${formatDay(remake.receivedOn)}, ${caseStageLabels[remake.stage]}`}
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
        <Detail term="Received">{formatDay(labCase.receivedOn)}</Detail>
        <Detail term="Due">{formatDay(labCase.dueDate)}</Detail>
        <Detail term="Price">
          {labCase.rush
            ? `${formatDollars(labCase.price)} (rush: ${formatDollars(labCase.rushSurcharge)})`
            : formatDollars(labCase.price)}
        </Detail>
      </dl>
      {moveError ? <FormAlert>{moveError}</FormAlert> : null}
      <div className={styles.actions}>
        {onHoldNow ? (
          <Button busy={busy} onPress={onResume}>
            Resume
          </Button>
        ) : next ? (
          <Button busy={busy} onPress={() => onAdvance(next)}>
            {`Move to ${caseStageLabels[next]}`}
          </Button>
        ) : null}
        {!onHoldNow && labCase.stage !== 'delivered' ? (
          <Button variant="secondary" busy={busy} onPress={() => setHolding(true)}>
            Put on Hold
          </Button>
        ) : null}
        {ticketHref ? (
          <Link href={ticketHref} target="_blank" className={button({ variant: 'secondary' })}>
            Print Lab Ticket
          </Link>
        ) : null}
      </div>
      <ReasonDialog
        isOpen={holding}
        title="Put the Case on Hold"
        message="The question joins the case’s conversation, where the office answers it. The case waits until you resume it."
        label="Question for the Office"
        confirmLabel="Put on Hold"
        confirmTone="primary"
        missingMessage="Ask the office the question that holds the case"
        onConfirm={onHold}
        onClose={() => setHolding(false)}
      />
    </div>
  );
}
