import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CaseMessagesTable, CasePhotosTable } from '../../db/tables/cases';

export type CaseMessageRow = Selectable<CaseMessagesTable> & {
  first_name: string | null;
  last_name: string | null;
};

export type CasePhotoRow = Selectable<CasePhotosTable>;

/** The only SQL for the cases' conversations and their photos. */
export function caseMessagesRepository(db: Kysely<DB>) {
  const messages = () =>
    db
      .selectFrom('case_messages')
      .leftJoin('users', 'users.id', 'case_messages.author_id')
      .selectAll('case_messages')
      .select(['users.first_name', 'users.last_name']);

  return {
    async insert(row: Insertable<CaseMessagesTable>): Promise<number> {
      const { id } = await db
        .insertInto('case_messages')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    findById(id: number): Promise<CaseMessageRow | undefined> {
      return messages().where('case_messages.id', '=', id).executeTakeFirst();
    },
    findByIdempotencyKey(authorId: number, key: string): Promise<CaseMessageRow | undefined> {
      return messages()
        .where('case_messages.author_id', '=', authorId)
        .where('case_messages.idempotency_key', '=', key)
        .executeTakeFirst();
    },
    /** Oldest first: the order they were written in (ids grow with time, ties included). */
    ofCase(caseId: number): Promise<CaseMessageRow[]> {
      return messages().where('case_messages.case_id', '=', caseId).orderBy('case_messages.id').execute();
    },
    /** The photos sent in the case's messages, in the order they were added. */
    photosInMessages(caseId: number): Promise<CasePhotoRow[]> {
      return db
        .selectFrom('case_photos')
        .selectAll()
        .where('case_id', '=', caseId)
        .where('message_id', 'is not', null)
        .orderBy('id')
        .execute();
    },
    async insertPhoto(row: Insertable<CasePhotosTable>): Promise<number> {
      const { id } = await db.insertInto('case_photos').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    findPhoto(caseId: number, photoId: number): Promise<CasePhotoRow | undefined> {
      return db
        .selectFrom('case_photos')
        .selectAll()
        .where('id', '=', photoId)
        .where('case_id', '=', caseId)
        .executeTakeFirst();
    },
    /** Photos the account added to the case and has not sent yet. */
    async unsentPhotoCount(caseId: number, uploaderId: number): Promise<number> {
      const { count } = await db
        .selectFrom('case_photos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('case_id', '=', caseId)
        .where('uploaded_by', '=', uploaderId)
        .where('message_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    /**
     * Puts the photos in the message when each is the account's, of this case and not yet sent;
     * answers how many it put (fewer than asked: the caller refuses the message).
     */
    async attachPhotos(messageId: number, caseId: number, uploaderId: number, photoIds: readonly number[]) {
      if (photoIds.length === 0) return 0;
      const result = await db
        .updateTable('case_photos')
        .set({ message_id: messageId })
        .where('id', 'in', photoIds)
        .where('case_id', '=', caseId)
        .where('uploaded_by', '=', uploaderId)
        .where('message_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
