import { idParamsSchema } from '../cart';
import { endpoint } from '../endpoint';
import { notificationsPaths, notificationsResponseSchema, readAllResponseSchema } from '../notifications';

/** The signed-in user's notifications. */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: notificationsPaths.notifications,
    response: notificationsResponseSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: notificationsPaths.notificationRead,
    params: idParamsSchema,
    response: readAllResponseSchema,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: notificationsPaths.notificationsReadAll,
    response: readAllResponseSchema,
  }),
};
