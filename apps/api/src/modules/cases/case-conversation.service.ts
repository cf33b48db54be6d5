import type { CaseConversation, CaseMessage, caseMessageRequestSchema } from '@idl/api-contract';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isUniqueViolation } from '../users/users.repository';
import { caseAccess } from './case-access';
import { tellLabOfMessage, tellOfficeOfMessage } from './case-notices';
import { caseMessagesRepository, type CaseMessageRow, type CasePhotoRow } from './case-messages.repository';
import { casesRepository, type CaseRow } from './cases.repository';

type MessageInput = z.output<typeof caseMessageRequestSchema>;
type Side = CaseMessage['author']['side'];

function toMessage(row: CaseMessageRow, practiceName: string, photos: readonly CasePhotoRow[]): CaseMessage {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    kind: row.kind,
    text: row.body,
    photos: photos
      .filter((photo) => photo.message_id === row.id)
      .map((photo) => ({ id: photo.id, width: photo.width, height: photo.height })),
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
  const { officeCase, labCase } = caseAccess(deps);

  /** A message as it leaves the server, with its photos. */
  async function view(row: CaseMessageRow, practiceName: string): Promise<CaseMessage> {
    return toMessage(row, practiceName, await messages.photosInMessages(row.case_id));
  }

  async function read(user: AuthUser, row: CaseRow): Promise<CaseConversation> {
    await cases.record({
      case_id: row.id,
      user_id: user.id,
      action: 'view',
      detail: 'Read the conversation',
      at: deps.now().toISOString(),
    });
    const [rows, photos] = await Promise.all([messages.ofCase(row.id), messages.photosInMessages(row.id)]);
    return {
      caseId: row.id,
      messages: rows.map((message) => toMessage(message, row.practice_name, photos)),
    };
  }

  async function post(
    user: AuthUser,
    row: CaseRow,
    side: Side,
    input: MessageInput,
    idempotencyKey: string | undefined,
  ): Promise<{ created: boolean; message: CaseMessage }> {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ caseId: row.id, text: input.text, photoIds: input.photoIds ?? [] }))
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
      return { created: false, message: await view(previous, row.practice_name) };
    };
    const replayed = await replay();
    if (replayed) return replayed;
    const at = deps.now().toISOString();
    // The lab reads this in the record to see that the office answered while the case waited.
    const photoIds = input.photoIds ?? [];
    const wrote =
      side === 'office' && row.hold_question !== null
        ? 'Answered the hold question in the conversation'
        : 'Wrote in the conversation';
    const detail =
      photoIds.length === 0
        ? wrote
        : `${wrote} (${photoIds.length} ${photoIds.length === 1 ? 'photo' : 'photos'})`;
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
        const attached = await caseMessagesRepository(trx).attachPhotos(id, row.id, user.id, photoIds);
        if (attached !== photoIds.length) {
          const message =
            'A photo of this message is not one you added to this case, or was already sent: add it again.';
          throw badRequest(message, [{ field: 'photoIds', message }]);
        }
        await casesRepository(trx).record({
          case_id: row.id,
          user_id: user.id,
          action: 'change',
          detail,
          at,
        });
        // The other side learns of the message with it: both kept, or neither.
        if (side === 'lab') await tellOfficeOfMessage(trx, deps, row, input.text);
        else await tellLabOfMessage(trx, deps, row, input.text);
        return id;
      })
      .catch(async (error: unknown) => {
        // Two sends of one key racing: the unique key refuses the second, which answers with the first.
        const first = isUniqueViolation(error) ? await replay() : undefined;
        if (!first) throw error;
        return first;
      });
    if (typeof id !== 'number') return id;
    deps.mailer.kick();
    return { created: true, message: await view((await messages.findById(id))!, row.practice_name) };
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
