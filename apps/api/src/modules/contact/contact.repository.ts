import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { ContactMessagesTable } from '../../db/tables/warranty';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** The only SQL for contact messages. */
export function contactRepository(db: Kysely<DB>) {
  return {
    insert(message: Insertable<ContactMessagesTable>) {
      return db.insertInto('contact_messages').values(message).returningAll().executeTakeFirstOrThrow();
    },
    findById(id: number) {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Unhandled messages first (oldest waiting first is not the ask: newest first within each group). */
    async list(page: number, size: number) {
      const total = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy((eb) => eb.case().when('handled_at', 'is', null).then(0).else(1).end())
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute();
      return { rows, total: Number(total.count) };
    },
    markHandled(id: number, handledAt: string) {
      return db
        .updateTable('contact_messages')
        .set({ handled_at: handledAt })
        .where('id', '=', id)
        .where('handled_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
