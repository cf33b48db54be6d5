import type { Clock } from '../../deps';
import type { NotificationType } from '@idl/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  orderId?: number;
  productId?: number;
  /** The page it opens (from the contract's sitePaths); without one, the default of its type. */
  link?: string;
}

/** The only place that writes SQL for notifications. */
export function notificationsRepository(db: Kysely<DB>, now: Clock) {
  return {
    insertFor(userIds: number[], notification: NewNotification) {
      return this.insertMany(userIds.map((userId) => ({ userId, notification })));
    },
    /** Every notification in one statement, in the order given. */
    async insertMany(rows: { userId: number; notification: NewNotification }[]) {
      if (rows.length === 0) return;
      const at = now().toISOString();
      await db
        .insertInto('notifications')
        .values(
          rows.map(({ userId, notification }) => ({
            user_id: userId,
            type: notification.type,
            title: notification.title,
            message: notification.message,
            order_id: notification.orderId ?? null,
            product_id: notification.productId ?? null,
            link: notification.link ?? null,
            created_at: at,
          })),
        )
        .execute();
    },
    /**
     * The active admins' ids and one user's e-mail address and setting, in one read: what a
     * change that notifies the admins and e-mails the user (a placed order) needs to know.
     */
    async activeAdminIdsAndUser(userId: number) {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'role', 'status', 'email', 'email_notification'])
        .where((eb) =>
          eb.or([eb('id', '=', userId), eb.and([eb('role', '=', 'ADMIN'), eb('status', '=', 'active')])]),
        )
        .execute();
      return {
        adminIds: rows.filter((row) => row.role === 'ADMIN' && row.status === 'active').map((row) => row.id),
        user: rows.find((row) => row.id === userId),
      };
    },
    async activeAdminIds() {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .where('status', '=', 'active')
        .execute();
      return rows.map((row) => row.id);
    },
    listNewest(userId: number, limit: number) {
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    async unreadCount(userId: number) {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async markRead(userId: number, id: number) {
      const row = await db
        .selectFrom('notifications')
        .select(['id', 'read_at'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return false;
      if (row.read_at === null) {
        await db
          .updateTable('notifications')
          .set({ read_at: now().toISOString() })
          .where('id', '=', id)
          .execute();
      }
      return true;
    },
    async markAllRead(userId: number) {
      await db
        .updateTable('notifications')
        .set({ read_at: now().toISOString() })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
    },
  };
}
