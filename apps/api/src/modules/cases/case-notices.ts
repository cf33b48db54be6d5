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

/** The case's facts, the last paragraph of every e-mail about it. */
function caseFacts(row: CaseRow): string {
  return `Patient: ${row.patient_reference}. Service: ${row.product_name}. Teeth: ${listTeeth(JSON.parse(row.teeth) as number[])}. Dentist: ${row.dentist_name}. Due: ${formatDay(row.due_on)}.`;
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

/** The first words of a message, for a notification (the e-mail has it whole). */
function excerpt(text: string, most = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= most ? flat : `${flat.slice(0, most - 1).trimEnd()}…`;
}

/** The office's account, told in the app and, unless it turned them off, by e-mail. */
async function tellOffice(
  trx: Kysely<DB>,
  deps: Deps,
  row: CaseRow,
  notice: { type: 'case_moved' | 'case_on_hold' | 'case_message'; title: string; message: string },
  paragraphs: string[],
) {
  const account = await casesRepository(trx).officeAccount(row.office_id);
  if (!account) return;
  const link = sitePaths.caseInfo(row.id);
  await notifier(trx, deps.now).toUser(account.id, { ...notice, link });
  if (!account.email_notification) return;
  await deps.mailer.enqueue(
    trx,
    layout(account.email, {
      subject: notice.title,
      paragraphs: [`Hello ${row.practice_name},`, ...paragraphs, caseFacts(row)],
      action: { label: 'See the case', url: siteUrl(deps.config.publicUrl, link) },
    }),
  );
}

/**
 * Tells the office's account about a move, in the app and by e-mail (unless the account turned
 * e-mail notifications off), inside the move's transaction (`trx`): both exist if and only if the
 * move is committed, so a crash cannot lose them and a refused or lost race sends nothing. Call
 * `deps.mailer.kick()` once committed to send the e-mail at once.
 */
export async function tellOfficeOfMove(trx: Kysely<DB>, deps: Deps, row: CaseRow, move: CaseMoveNotice) {
  const { title, message } = noticeText(row, move);
  const type = move.kind === 'held' ? 'case_on_hold' : 'case_moved';
  await tellOffice(trx, deps, row, { type, title, message }, [message]);
}

/**
 * Tells the office's account that the lab wrote in the case's conversation, the same way and in the
 * message's transaction. The notification quotes the message's start, the e-mail all of it.
 */
export async function tellOfficeOfMessage(trx: Kysely<DB>, deps: Deps, row: CaseRow, text: string) {
  const title = `Case ${row.patient_reference}: a message from the lab`;
  await tellOffice(
    trx,
    deps,
    row,
    { type: 'case_message', title, message: `The lab wrote about ${caseWords(row)}: ${excerpt(text)}` },
    [`The lab wrote about your case ${caseWords(row)}:`, text],
  );
}

/**
 * Tells the lab that an office wrote in a case's conversation, in the message's transaction: every
 * active administrator in the app, and the shop's mailbox (`SHOP_EMAIL`) by e-mail with the whole
 * message, both linking to the lab's page of the case. A message while the case is on hold is the
 * office's answer to the lab's question, and says so.
 */
export async function tellLabOfMessage(trx: Kysely<DB>, deps: Deps, row: CaseRow, text: string) {
  const answered = row.hold_question !== null;
  const title = answered
    ? `Case ${row.patient_reference}: ${row.practice_name} answered the hold question`
    : `Case ${row.patient_reference}: a message from ${row.practice_name}`;
  const link = sitePaths.admin.case(row.id);
  await notifier(trx, deps.now).toAdmins({
    type: 'case_office_message',
    title,
    message: `${row.practice_name} wrote about ${caseWords(row)}: ${excerpt(text)}`,
    link,
  });
  await deps.mailer.enqueue(
    trx,
    layout(deps.config.shopEmail, {
      subject: title,
      paragraphs: [
        `${row.practice_name} wrote about the case ${caseWords(row)}:`,
        text,
        ...(answered ? [`The case is on hold with the question: ${row.hold_question ?? ''}`] : []),
        caseFacts(row),
      ],
      action: { label: 'Open the case', url: siteUrl(deps.config.publicUrl, link) },
    }),
  );
}

/**
 * Tells every active administrator in the app that an office sent a case or asked for a remake, in
 * the case's own transaction, linking to the lab's page of it: the lab board shows it too, but a
 * rush case must not wait for someone to look.
 */
export async function tellLabOfCase(trx: Kysely<DB>, deps: Deps, row: CaseRow) {
  const due = `due ${formatDay(row.due_on)}${row.rush === 1 ? ', rush' : ''}`;
  await notifier(trx, deps.now).toAdmins({
    type: 'case_sent',
    title:
      row.remake_of === null
        ? `New case ${row.patient_reference} from ${row.practice_name}`
        : `Remake of case ${row.remake_of} from ${row.practice_name}`,
    message:
      row.remake_of === null
        ? `${caseWords(row)}, ${due}.`
        : `${caseWords(row)}, ${due}. Why: ${excerpt(row.remake_reason ?? '')}`,
    link: sitePaths.admin.case(row.id),
  });
}
