import { z } from 'zod';
import { API_PREFIX } from './paths';
import { sitePaths } from './site-paths';

export const notificationsPaths = {
  notifications: `${API_PREFIX}/api/notifications`,
  notificationRead: `${API_PREFIX}/api/notifications/{id}/read`,
  notificationsReadAll: `${API_PREFIX}/api/notifications/read-all`,
} as const;

export const notificationTypes = [
  'order_placed',
  'order_status',
  'new_order',
  'out_of_stock',
  'new_claim',
  'new_enrollment',
  'contact_message',
  'payments_mismatch',
  'warranty_payment_failed',
  /** The lab moved an office's case to its next stage, or resumed it after a hold. */
  'case_moved',
  /** The lab put an office's case on hold with a question for the office. */
  'case_on_hold',
  /** The lab wrote to an office in a case's conversation. */
  'case_message',
  /** An office wrote to the lab in a case's conversation (the lab's notification). */
  'case_office_message',
  /** An office sent a case or asked for a remake (the lab's notification). */
  'case_sent',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(notificationTypes),
    title: z.string(),
    message: z.string(),
    orderId: z.number().int().nullable(),
    productId: z.number().int().nullable(),
    link: z
      .string()
      .describe(
        'The page it is about (a path of the site, e.g. /order-info?orderId=12): opening it goes there',
      ),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema).describe('Newest first, at most 50'),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const readAllResponseSchema = z.object({ unreadCount: z.number().int() });

/**
 * The page a notification opens when nothing more precise was stored with it (notifications
 * written before links were kept): the order or product it names, else the list it belongs to.
 */
export function defaultNotificationLink(
  type: NotificationType,
  ids: { orderId: number | null; productId: number | null },
): string {
  switch (type) {
    case 'order_placed':
    case 'order_status':
      return ids.orderId === null ? sitePaths.orders : sitePaths.orderInfo(ids.orderId);
    case 'new_order':
      return ids.orderId === null ? sitePaths.admin.orders : sitePaths.admin.order(ids.orderId);
    case 'out_of_stock':
      return ids.productId === null ? sitePaths.admin.products : sitePaths.admin.product(ids.productId);
    case 'new_claim':
    case 'new_enrollment':
      return sitePaths.admin.warranty;
    case 'contact_message':
      return sitePaths.admin.messages;
    case 'payments_mismatch':
      return ids.orderId === null ? sitePaths.admin.payments : sitePaths.admin.order(ids.orderId);
    case 'warranty_payment_failed':
      return sitePaths.warranty;
    case 'case_moved':
    case 'case_on_hold':
    case 'case_message':
      return sitePaths.cases;
    case 'case_office_message':
    case 'case_sent':
      return sitePaths.admin.cases;
  }
}
