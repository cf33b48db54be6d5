import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UsersTable } from '../../db/tables/users';

export type UserRow = Selectable<UsersTable>;

/** The only place that writes SQL for users. */
export function usersRepository(db: Kysely<DB>) {
  return {
    findByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async anyAdminExists() {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async insert(user: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>) {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('users')
        .values({ ...user, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },
    async update(id: number, changes: Partial<Omit<UserRow, 'id' | 'created_at'>>) {
      return db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
