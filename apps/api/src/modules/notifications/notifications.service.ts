import { defaultNotificationLink, type Notification, type NotificationsResponse } from '@idl/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock, Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { notificationsRepository, type NewNotification } from './notifications.repository';

const LIST_LIMIT = 50;

/** Notifications are written inside the transaction of the change they report (pass that `trx`). */
export function notifier(db: Kysely<DB>, now: Clock) {
  const repo = notificationsRepository(db, now);
  return {
    toUser: (userId: number, notification: NewNotification) => repo.insertFor([userId], notification),
    async toAdmins(notification: NewNotification) {
      await repo.insertFor(await repo.activeAdminIds(), notification);
    },
    /** The active admins' ids with one user's e-mail setting, read together (see `all`). */
    audience: (userId: number) => repo.activeAdminIdsAndUser(userId),
    /**
     * Several notifications in one insert (in the order given); `to: 'admins'` sends one to every
     * active admin, whose ids are read once for all of them (or given, from `audience`).
     */
    async all(sends: { to: number | 'admins'; notification: NewNotification }[], adminIds?: number[]) {
      const admins =
        adminIds ?? (sends.some((send) => send.to === 'admins') ? await repo.activeAdminIds() : []);
      await repo.insertMany(
        sends.flatMap(({ to, notification }) =>
          (to === 'admins' ? admins : [to]).map((userId) => ({ userId, notification })),
        ),
      );
    },
  };
}

export function notificationsService(deps: Deps) {
  const repo = notificationsRepository(deps.database.db, deps.now);
  return {
    async list(userId: number): Promise<NotificationsResponse> {
      const [rows, unreadCount] = await Promise.all([
        repo.listNewest(userId, LIST_LIMIT),
        repo.unreadCount(userId),
      ]);
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          type: row.type as Notification['type'],
          title: row.title,
          message: row.message,
          orderId: row.order_id,
          productId: row.product_id,
          link:
            row.link ??
            defaultNotificationLink(row.type as Notification['type'], {
              orderId: row.order_id,
              productId: row.product_id,
            }),
          read: row.read_at !== null,
          createdAt: row.created_at,
        })),
        unreadCount,
      };
    },
    async markRead(userId: number, id: number) {
      if (!(await repo.markRead(userId, id))) throw notFound('This notification');
      return { unreadCount: await repo.unreadCount(userId) };
    },
    async markAllRead(userId: number) {
      await repo.markAllRead(userId);
      return { unreadCount: 0 };
    },
  };
}
