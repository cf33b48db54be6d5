import { caseStageLabels, formatDay, listTeeth, sitePaths, siteUrl, type CaseStage } from '@idl/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Deps } from '../../deps';
import { layout } from '../../lib/mail-templates';
import { notifier } from '../notifications/notifications.service';
import { casesRepository, type CaseRow } from './cases.repository';

/** A move of the lab that the office is told about: the case's stage and hold question after it. */
export interface CaseMoveNotice {
  kind: 'advanced' | 'held' | 'resumed';
  stage: CaseStage;
  hold_question: string | null;
}

/** "JD-1042 (Zirconia Crown on tooth 8)": the case as the office knows it. */
function caseWords(row: CaseRow): string {
  const teeth = JSON.parse(row.teeth) as number[];
  return `${row.patient_reference} (${row.product_name} on ${teeth.length === 1 ? 'tooth' : 'teeth'} ${listTeeth(teeth)})`;
}

/** The title and sentence of the notification, which are the e-mail's subject and first paragraph too. */
function noticeText(row: CaseRow, move: CaseMoveNotice): { title: string; message: string } {
  const reference = row.patient_reference;
  const stage = caseStageLabels[move.stage];
  switch (move.kind) {
    case 'advanced':
      return {
        title: `Case ${reference}: ${stage}`,
        message: `The lab moved your case ${caseWords(row)} to ${stage}.`,
      };
    case 'held':
      return {
        title: `Case ${reference} on hold: the lab has a question`,
        message: `The lab put your case ${caseWords(row)} on hold at ${stage} and asks: ${move.hold_question ?? ''}`,
      };
    case 'resumed':
      return {
        title: `Case ${reference} resumed`,
        message: `The lab resumed your case ${caseWords(row)} at ${stage}.`,
      };
  }
}

/**
 * Tells the office's account about a move, in the app and by e-mail (unless the account turned
 * e-mail notifications off), inside the move's transaction (`trx`): both exist if and only if the
 * move is committed, so a crash cannot lose them and a refused or lost race sends nothing. Call
 * `deps.mailer.kick()` once committed to send the e-mail at once.
 */
export async function tellOfficeOfMove(trx: Kysely<DB>, deps: Deps, row: CaseRow, move: CaseMoveNotice) {
  const account = await casesRepository(trx).officeAccount(row.office_id);
  if (!account) return;
  const { title, message } = noticeText(row, move);
  const link = sitePaths.caseInfo(row.id);
  await notifier(trx, deps.now).toUser(account.id, {
    type: move.kind === 'held' ? 'case_on_hold' : 'case_moved',
    title,
    message,
    link,
  });
  if (!account.email_notification) return;
  await deps.mailer.enqueue(
    trx,
    layout(account.email, {
      subject: title,
      paragraphs: [
        `Hello ${row.practice_name},`,
        message,
        `Patient: ${row.patient_reference}. Service: ${row.product_name}. Teeth: ${listTeeth(JSON.parse(row.teeth) as number[])}. Dentist: ${row.dentist_name}. Due: ${formatDay(row.due_on)}.`,
      ],
      action: { label: 'See the case', url: siteUrl(deps.config.publicUrl, link) },
    }),
  );
}
