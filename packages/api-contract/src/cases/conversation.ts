import { z } from 'zod';
import { recordIdSchema } from '../record-id';

/** The two sides of a case's conversation. */
export const caseMessageSides = ['office', 'lab'] as const;
export type CaseMessageSide = (typeof caseMessageSides)[number];

/**
 * A message written in the conversation, or the question the lab put the case on hold with (the
 * lab's message that asks what the office then answers).
 */
export const caseMessageKinds = ['message', 'hold_question'] as const;
export type CaseMessageKind = (typeof caseMessageKinds)[number];

export const CASE_MESSAGE_MAX_LENGTH = 4000;
/** Photos one message carries at most. */
export const CASE_MESSAGE_MAX_PHOTOS = 4;

/** A photo of a case's conversation; its bytes are served to the case's office and the lab only. */
export const casePhotoSchema = z
  .object({ id: z.int(), width: z.int(), height: z.int() })
  .meta({ id: 'CasePhoto' });
export type CasePhoto = z.infer<typeof casePhotoSchema>;

export const casePhotoSizes = ['thumbnail', 'medium', 'original'] as const;
export const casePhotoParamsSchema = z.object({ caseId: recordIdSchema, photoId: recordIdSchema });
export const casePhotoQuerySchema = z.object({
  size: z
    .enum(casePhotoSizes, 'Choose thumbnail, medium or original')
    .default('medium')
    .describe('320 px wide, 800 px wide, or as uploaded (re-encoded as WebP)'),
});

export const caseMessageRequestSchema = z
  .object({
    text: z
      .string({ error: 'Write a message' })
      .trim()
      .min(1, 'Write a message')
      .max(CASE_MESSAGE_MAX_LENGTH, `At most ${CASE_MESSAGE_MAX_LENGTH} characters`),
    photoIds: z
      .array(recordIdSchema, 'Choose the photos to send')
      .max(CASE_MESSAGE_MAX_PHOTOS, `At most ${CASE_MESSAGE_MAX_PHOTOS} photos in a message`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each photo goes in once')
      .optional()
      .describe('Photos added to the case (POST …/photos) and not yet in a message'),
  })
  .meta({
    id: 'CaseMessageRequest',
    example: { text: 'A chamfer on 8, 0.5 mm subgingival on the buccal.' },
  });
export type CaseMessageRequest = z.input<typeof caseMessageRequestSchema>;

export const caseMessageSchema = z
  .object({
    id: z.int(),
    kind: z.enum(caseMessageKinds),
    text: z.string(),
    photos: z.array(casePhotoSchema),
    author: z.object({
      side: z.enum(caseMessageSides),
      /** The person who wrote it; the practice's name, or "The lab", once the account is gone. */
      name: z.string(),
    }),
    at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'CaseMessage' });
export type CaseMessage = z.infer<typeof caseMessageSchema>;

export const caseConversationSchema = z
  .object({ caseId: z.int(), messages: z.array(caseMessageSchema).describe('Oldest first') })
  .meta({ id: 'CaseConversation' });
export type CaseConversation = z.infer<typeof caseConversationSchema>;
