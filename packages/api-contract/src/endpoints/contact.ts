import {
  contactMessageIdParamsSchema,
  contactMessagePageSchema,
  contactMessageReceiptSchema,
  contactMessageRequestSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactPaths,
} from '../contact';
import { endpoint } from '../endpoint';

/** Messages to the shop, and the admin's inbox of them. */
export const contactEndpoints = {
  send: endpoint({
    method: 'POST',
    path: contactPaths.contactMessages,
    status: 201,
    body: contactMessageRequestSchema,
    response: contactMessageReceiptSchema,
  }),
  adminMessages: endpoint({
    method: 'GET',
    path: contactPaths.adminContactMessages,
    query: contactMessagesQuerySchema,
    response: contactMessagePageSchema,
  }),
  markHandled: endpoint({
    method: 'POST',
    path: contactPaths.adminContactMessageHandled,
    params: contactMessageIdParamsSchema,
    response: contactMessageSchema,
  }),
};
