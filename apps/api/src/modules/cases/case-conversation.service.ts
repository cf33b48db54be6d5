import type { CaseConversation, CaseMessage, caseMessageRequestSchema } from '@idl/api-contract';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isUniqueViolation } from '../users/users.repository';
import { officesService } from '../offices/offices.service';
import { caseMessagesRepository, type CaseMessageRow } from './case-messages.repository';
import { casesRepository, type CaseRow } from './cases.repository';

type MessageInput = z.output<typeof caseMessageRequestSchema>;
type Side = CaseMessage['author']['side'];

function toMessage(row: CaseMessageRow, practiceName: string): CaseMessage {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    kind: row.kind,
    text: row.body,
    author: { side: row.side, name: name || (row.side === 'lab' ? 'The lab' : practiceName) },
    at: row.created_at,
  };
}

/**
 * A case's conversation between its office and the lab. The office reads and writes in its own
 * cases' only (another office's case is not found); every read and every message is in the record.
 */
export function caseConversationService(deps: Deps) {
  const cases = casesRepository(deps.database.db);
  const messages = caseMessagesRepository(deps.database.db);
  const officeRules = officesService(deps);

  /** The case when it is the account's verified office's; 404 for another office's, as for none. */
  async function officeCase(user: AuthUser, caseId: number): Promise<CaseRow> {
    const office = await officeRules.verifiedOfficeOf(user);
    const row = await cases.findOfOffice(caseId, office.id);
    if (!row) throw notFound('The case');
    return row;
  }

  async function labCase(caseId: number): Promise<CaseRow> {
    const row = await cases.findById(caseId);
    if (!row) throw notFound('The case');
    return row;
  }

  async function read(user: AuthUser, row: CaseRow): Promise<CaseConversation> {
    await cases.record({
      case_id: row.id,
      user_id: user.id,
      action: 'view',
      detail: 'Read the conversation',
      at: deps.now().toISOString(),
    });
    const rows = await messages.ofCase(row.id);
    return { caseId: row.id, messages: rows.map((message) => toMessage(message, row.practice_name)) };
  }

  async function post(
    user: AuthUser,
    row: CaseRow,
    side: Side,
    input: MessageInput,
    idempotencyKey: string | undefined,
  ): Promise<{ created: boolean; message: CaseMessage }> {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ caseId: row.id, text: input.text }))
      .digest('hex');
    const replay = async () => {
      const previous = idempotencyKey && (await messages.findByIdempotencyKey(user.id, idempotencyKey));
      if (!previous) return undefined;
      if (previous.idempotency_fingerprint !== fingerprint) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different message. Use a new key for a new message.',
        );
      }
      return { created: false, message: toMessage(previous, row.practice_name) };
    };
    const replayed = await replay();
    if (replayed) return replayed;
    const at = deps.now().toISOString();
    // The lab reads this in the record to see that the office answered while the case waited.
    const detail =
      side === 'office' && row.hold_question !== null
        ? 'Answered the hold question in the conversation'
        : 'Wrote in the conversation';
    // The message and its record entry are one: both kept, or neither.
    const id = await deps.database.db
      .transaction()
      .execute(async (trx) => {
        const id = await caseMessagesRepository(trx).insert({
          case_id: row.id,
          author_id: user.id,
          side,
          kind: 'message',
          body: input.text,
          created_at: at,
          idempotency_key: idempotencyKey ?? null,
          idempotency_fingerprint: idempotencyKey ? fingerprint : null,
        });
        await casesRepository(trx).record({
          case_id: row.id,
          user_id: user.id,
          action: 'change',
          detail,
          at,
        });
        return id;
      })
      .catch(async (error: unknown) => {
        // Two sends of one key racing: the unique key refuses the second, which answers with the first.
        const first = isUniqueViolation(error) ? await replay() : undefined;
        if (!first) throw error;
        return first;
      });
    if (typeof id !== 'number') return id;
    return { created: true, message: toMessage((await messages.findById(id))!, row.practice_name) };
  }

  return {
    async readMine(user: AuthUser, caseId: number): Promise<CaseConversation> {
      return read(user, await officeCase(user, caseId));
    },
    /** The office writes; while the case is on hold this is its answer, and the lab then resumes it. */
    async postMine(user: AuthUser, caseId: number, input: MessageInput, idempotencyKey: string | undefined) {
      return post(user, await officeCase(user, caseId), 'office', input, idempotencyKey);
    },
    async read(admin: AuthUser, caseId: number): Promise<CaseConversation> {
      return read(admin, await labCase(caseId));
    },
    async post(admin: AuthUser, caseId: number, input: MessageInput, idempotencyKey: string | undefined) {
      return post(admin, await labCase(caseId), 'lab', input, idempotencyKey);
    },
  };
}
