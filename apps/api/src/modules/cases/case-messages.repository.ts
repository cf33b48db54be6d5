import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CaseMessagesTable } from '../../db/tables/cases';

export type CaseMessageRow = Selectable<CaseMessagesTable> & {
  first_name: string | null;
  last_name: string | null;
};

/** The only SQL for the cases' conversations. */
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
  };
}
