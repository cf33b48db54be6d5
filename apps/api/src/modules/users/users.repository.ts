import type { Clock } from '../../deps';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UsersTable } from '../../db/tables/users';

export type UserRow = Selectable<UsersTable>;

export interface UserListFilter {
  /** Part of the e-mail (e-mails are stored lower-cased). */
  emailContains?: string;
  status?: UsersTable['status'];
  offset?: number;
  limit?: number;
}

/** True when the error is a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The only place that writes SQL for users. */
export function usersRepository(db: Kysely<DB>, now: Clock) {
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
    /**
     * Ids of the active administrators; `lock` holds their rows until the transaction ends
     * (PostgreSQL; SQLite runs one writer at a time), so two of them cannot be deactivated at once.
     */
    async activeAdminIds(lock: boolean) {
      let query = db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .where('status', '=', 'active');
      if (lock) query = query.forUpdate();
      return (await query.execute()).map((row) => row.id);
    },
    async insert(user: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>) {
      const at = now().toISOString();
      const row = await db
        .insertInto('users')
        .values({ ...user, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },
    async update(id: number, changes: Partial<Omit<UserRow, 'id' | 'created_at'>>) {
      return db
        .updateTable('users')
        .set({ ...changes, updated_at: now().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    /** One page of matching users (newest first) and how many match in all. */
    async list(filter: UserListFilter) {
      let matching = db.selectFrom('users');
      if (filter.emailContains) {
        const pattern = `%${escapeLike(filter.emailContains.toLowerCase())}%`;
        matching = matching.where(sql<boolean>`email like ${pattern} escape '\\'`);
      }
      if (filter.status) matching = matching.where('status', '=', filter.status);
      let page = matching.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (filter.limit !== undefined) page = page.limit(filter.limit).offset(filter.offset ?? 0);
      const [rows, count] = await Promise.all([
        page.execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
    insertResetToken(token: { user_id: number; token_hash: string; expires_at: string }) {
      return db
        .insertInto('password_reset_tokens')
        .values({ ...token, created_at: now().toISOString() })
        .execute();
    },
    findResetToken(tokenHash: string) {
      return db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /** Marks the token used; false when another request spent it first. */
    async spendResetToken(id: number, now: string) {
      const result = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    insertEmailChange(change: {
      user_id: number;
      new_email: string;
      token_hash: string;
      expires_at: string;
    }) {
      return db
        .insertInto('email_changes')
        .values({ ...change, created_at: now().toISOString() })
        .execute();
    },
    findEmailChange(tokenHash: string) {
      return db
        .selectFrom('email_changes')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /** The newest e-mail change of the account still waiting for its link. */
    pendingEmailChange(userId: number, now: string) {
      return db
        .selectFrom('email_changes')
        .select('new_email')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },
    async spendEmailChanges(userId: number, now: string) {
      await db
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
    async spendAllResetTokens(userId: number, now: string) {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
