import { z } from 'zod';
import { API_PREFIX } from './paths';

export const notificationsPaths = {
  notifications: `${API_PREFIX}/api/notifications`,
  notificationRead: `${API_PREFIX}/api/notifications/{id}/read`,
  notificationsReadAll: `${API_PREFIX}/api/notifications/read-all`,
} as const;

export const notificationTypes = ['order_placed', 'order_status', 'new_order', 'out_of_stock'] as const;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(notificationTypes),
    title: z.string(),
    message: z.string(),
    orderId: z.number().int().nullable(),
    productId: z.number().int().nullable(),
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
