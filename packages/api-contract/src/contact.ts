import { z } from 'zod';
import { API_PREFIX } from './paths';
import { recordIdSchema } from './record-id';
import { emailField, pageOf, pageQuerySchema, personName } from './warranty-fields';

export const contactPaths = {
  contactMessages: `${API_PREFIX}/api/contact-messages`,
  adminContactMessages: `${API_PREFIX}/api/admin/contact-messages`,
  adminContactMessageHandled: `${API_PREFIX}/api/admin/contact-messages/{messageId}/handled`,
} as const;

export const contactMessageRequestSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailField,
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(2, 'Message is required')
      .max(5000, 'The message must be at most 5000 characters'),
  })
  .meta({ id: 'ContactMessageRequest' });
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

export const contactMessageReceiptSchema = z
  .object({ id: z.int(), receivedAt: z.string() })
  .meta({ id: 'ContactMessageReceipt' });

export const contactMessageSchema = z
  .object({
    id: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    message: z.string(),
    receivedAt: z.string(),
    handledAt: z.string().nullable(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = pageOf(contactMessageSchema);
export const contactMessagesQuerySchema = pageQuerySchema;
export const contactMessageIdParamsSchema = z.object({ messageId: recordIdSchema });
