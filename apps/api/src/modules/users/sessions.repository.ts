import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only SQL for sessions (one row per sign-in). */
export function sessionsRepository(db: Kysely<DB>) {
  return {
    async insert(session: {
      public_id: string;
      user_id: number;
      device: string;
      created_at: string;
      expires_at: string;
    }) {
      await db
        .insertInto('sessions')
        .values({ ...session, last_seen_at: session.created_at })
        .execute();
    },
    /** The session named by a token, with its account, whatever its state. */
    findWithUser(publicId: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.user_id',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'sessions.revoked_at',
          'users.email',
          'users.role',
          'users.status',
          'users.first_name',
          'users.last_name',
        ])
        .where('sessions.public_id', '=', publicId)
        .executeTakeFirst();
    },
    async touch(sessionId: number, now: string) {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
    },
    listLive(userId: number, now: string) {
      return db
        .selectFrom('sessions')
        .select(['public_id', 'device', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** Ends one of the account's sessions; false when it is not a live one of this account. */
    async revoke(userId: number, publicId: string, now: string) {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('public_id', '=', publicId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Ends every live session of the account, but the one named by `keep`. */
    async revokeAll(userId: number, now: string, keep?: string) {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keep) query = query.where('public_id', '<>', keep);
      await query.execute();
    },
  };
}
