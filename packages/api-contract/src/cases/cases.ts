import { z } from 'zod';
import { API_PREFIX } from '../paths';
import { recordIdSchema } from '../record-id';
import { pageOf, pageQuerySchema } from '../warranty-fields';
import { materials } from './materials';
import { prescriptionNotesSchema, prescriptionSchema } from './prescription';
import { shadeSchema, shadeSystems } from './shades';
import { restorationKinds, type RestorationKind } from './teeth';

const CASES = `${API_PREFIX}/api/cases` as const;
export const REMAKE_REASON_MAX = 1000;
const ADMIN_CASES = `${API_PREFIX}/api/admin/cases` as const;

export const casesPaths = {
  /** POST: the office sends a case; GET: the office's cases. */
  cases: CASES,
  case: `${CASES}/{caseId}`,
  /** POST: the office asks for a remake of one of its shipped or delivered cases. */
  caseRemakes: `${CASES}/{caseId}/remakes`,
  /** GET: the case's conversation, oldest first; POST: the office writes in it. */
  caseMessages: `${CASES}/{caseId}/messages`,
  /** POST: the office adds a photo (multipart, one image `file`) for its next message. */
  casePhotos: `${CASES}/{caseId}/photos`,
  /** GET: a photo of the case's conversation (`?size=thumbnail|medium|original`). */
  casePhoto: `${CASES}/{caseId}/photos/{photoId}`,
  adminCases: ADMIN_CASES,
  adminCase: `${ADMIN_CASES}/{caseId}`,
  /** POST: the lab moves the case one stage on, puts it on hold with a question, or resumes it. */
  adminCaseMove: `${ADMIN_CASES}/{caseId}/moves`,
  /** GET: who looked at or changed the case, and when. */
  adminCaseRecord: `${ADMIN_CASES}/{caseId}/record`,
  /** GET: the same conversation as the lab reads it; POST: the lab writes in it. */
  adminCaseMessages: `${ADMIN_CASES}/{caseId}/messages`,
  /** GET: the case's prescription printed as the lab's ticket (PDF), with a code that opens the case. */
  adminCaseTicket: `${ADMIN_CASES}/{caseId}/ticket`,
  adminCasePhotos: `${ADMIN_CASES}/{caseId}/photos`,
  adminCasePhoto: `${ADMIN_CASES}/{caseId}/photos/{photoId}`,
} as const;

/** The lab's stages, in the order a case goes through them. */
export const caseStages = [
  'received',
  'design',
  'milling_printing',
  'finishing',
  'quality_check',
  'shipped',
  'delivered',
] as const;
export type CaseStage = (typeof caseStages)[number];

export const caseStageLabels: Readonly<Record<CaseStage, string>> = {
  received: 'Received',
  design: 'Design',
  milling_printing: 'Milling or Printing',
  finishing: 'Finishing',
  quality_check: 'Quality Check',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** The stage after this one; undefined once delivered. */
export function nextCaseStage(stage: CaseStage): CaseStage | undefined {
  return caseStages[caseStages.indexOf(stage) + 1];
}

/**
 * The lab's usual turnaround for each restoration, in working days (Monday to Saturday, no US
 * holidays): what a new lab service starts with on the admin's product form. Each lab service keeps
 * its own (`Product.labService.turnaroundWorkingDays`), and a case's earliest due date counts those
 * from the day it is received (`earliestDueDate`).
 */
export const turnaroundWorkingDays: Readonly<Record<RestorationKind, number>> = {
  crown: 7,
  veneer: 7,
  inlay_onlay: 7,
  implant_crown: 10,
  bridge: 10,
};

/** A rush case is made in half the turnaround (`rushWorkingDays`) for this much more. */
export const RUSH_SURCHARGE_PERCENT = 50;

/** The rush surcharge on a case's price, in cents (rounded to the cent). */
export function rushSurchargeCents(priceCents: number): number {
  return Math.round((priceCents * RUSH_SURCHARGE_PERCENT) / 100);
}

/**
 * What an office sends: the lab service (a product of the shop), the dentist who prescribes (one of
 * the office's) and the prescription. The price, the office and the stage are the server's.
 */
export const createCaseRequestSchema = z
  .object({
    productId: recordIdSchema.describe('The lab service ordered (a product of the shop)'),
    dentistId: recordIdSchema.describe('The office’s dentist who prescribes'),
    prescription: prescriptionSchema,
  })
  .meta({
    id: 'CreateCaseRequest',
    example: {
      productId: 12,
      dentistId: 3,
      prescription: {
        patientReference: 'JD-1042',
        kind: 'bridge',
        teeth: [3, 4, 5],
        material: 'zirconia',
        shade: { system: 'vita_classical', shade: 'A2' },
        notes: { margins: 'Chamfer on 3 and 5' },
        rush: false,
        requestedDueDate: '2026-12-15',
      },
    },
  });
export type CreateCaseRequest = z.input<typeof createCaseRequestSchema>;

export const caseMoveRequestSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('advance'),
        to: z.enum(caseStages, 'Choose the stage the case moves to'),
      }),
      z.object({
        action: z.literal('hold'),
        question: z
          .string({ error: 'Ask the office the question that holds the case' })
          .trim()
          .min(3, 'Ask the office the question that holds the case')
          .max(1000, 'At most 1000 characters'),
      }),
      z.object({ action: z.literal('resume') }),
    ],
    'Choose to advance the case, put it on hold or resume it',
  )
  .meta({ id: 'CaseMove' });
export type CaseMoveRequest = z.input<typeof caseMoveRequestSchema>;

export const caseEventKinds = ['received', 'advanced', 'held', 'resumed'] as const;
export type CaseEventKind = (typeof caseEventKinds)[number];

export const caseEventSchema = z.object({
  kind: z.enum(caseEventKinds),
  /** The stage the case is in after the event. */
  stage: z.enum(caseStages),
  /** The question of a hold. */
  note: z.string().nullable(),
  /** Who did it, by name. */
  by: z.string(),
  at: z.string().describe('ISO-8601 UTC'),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

const caseFields = {
  id: z.int(),
  officeId: z.int(),
  practiceName: z.string(),
  dentist: z.object({ id: z.int(), name: z.string() }),
  /** The product's id is null once the catalogue deleted it; the name is the one it was sent with. */
  product: z.object({ id: z.int().nullable(), name: z.string() }),
  patientReference: z.string(),
  kind: z.enum(restorationKinds),
  teeth: z.array(z.int()),
  /** Dollars: the service's price for each tooth, times the teeth, plus the rush surcharge. */
  price: z.number(),
  rush: z.boolean(),
  /** Dollars: what rush adds to the price (RUSH_SURCHARGE_PERCENT of the teeth's price); 0 without rush. */
  rushSurcharge: z.number(),
  receivedOn: z.string().describe('YYYY-MM-DD'),
  dueDate: z.string().describe('YYYY-MM-DD'),
  stage: z.enum(caseStages),
  /** The lab's question while the case is on hold; null otherwise. */
  holdQuestion: z.string().nullable(),
  createdAt: z.string().describe('ISO-8601 UTC'),
  /** The case this one remakes; null for a case sent anew. */
  remakeOf: z.int().nullable().default(null),
};

export const caseSummarySchema = z.object(caseFields).meta({ id: 'CaseSummary' });
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseSchema = z
  .object({
    ...caseFields,
    material: z.enum(materials),
    shade: z.object({ system: z.enum(shadeSystems), shade: z.string() }),
    notes: z.object({
      margins: z.string().optional(),
      contacts: z.string().optional(),
      occlusion: z.string().optional(),
    }),
    /** Every move, oldest first. */
    timeline: z.array(caseEventSchema),
    /** Why the office asked for this remake; null for a case sent anew. */
    remakeReason: z.string().nullable().default(null),
    /** The warranty claim this remake is made under (it then costs nothing); null otherwise. */
    warrantyClaim: z
      .object({ reference: z.string(), status: z.enum(['pending', 'approved', 'rejected']) })
      .nullable()
      .default(null),
    /** The remakes asked for of this case, oldest first. */
    remakes: z
      .array(z.object({ id: z.int(), receivedOn: z.string(), stage: z.enum(caseStages) }))
      .default([]),
  })
  .meta({ id: 'Case' });
export type Case = z.infer<typeof caseSchema>;

/**
 * An office asks for a remake of one of its shipped or delivered cases: the prescription is the
 * original's, with the shade and notes changed where given; the due date is computed as for a new
 * case. A warranty claim (its reference, IDL-C-…) filed with the office's warranty reference makes
 * the remake free.
 */
export const remakeRequestSchema = z
  .object({
    reason: z
      .string('Say why the case is remade.')
      .trim()
      .min(1, 'Say why the case is remade.')
      .max(REMAKE_REASON_MAX, `Say why in at most ${REMAKE_REASON_MAX} characters.`),
    shade: shadeSchema.optional(),
    notes: prescriptionNotesSchema.optional(),
    rush: z.boolean('Say whether the remake is a rush.').default(false),
    requestedDueDate: prescriptionSchema.shape.requestedDueDate,
    warrantyClaimReference: z
      .string('Enter the warranty claim’s reference, e.g. IDL-C-7KQ3XM.')
      .trim()
      .toUpperCase()
      .min(1, 'Enter the warranty claim’s reference, e.g. IDL-C-7KQ3XM.')
      .max(40, 'Enter the warranty claim’s reference, e.g. IDL-C-7KQ3XM.')
      .optional(),
  })
  .meta({
    id: 'RemakeRequest',
    example: {
      reason: 'The crown fractured at the margin three weeks after seating.',
      shade: { system: 'vita_classical', shade: 'A3' },
      warrantyClaimReference: 'IDL-C-7KQ3XM',
    },
  });
export type RemakeRequest = z.input<typeof remakeRequestSchema>;

export const casePageSchema = pageOf(caseSummarySchema).meta({ id: 'CasePage' });
export const myCasesQuerySchema = pageQuerySchema;
export const adminCasesQuerySchema = pageQuerySchema.extend({ stage: z.enum(caseStages).optional() });
export const caseIdParamsSchema = z.object({ caseId: recordIdSchema });

export const caseAccessActions = ['create', 'view', 'change'] as const;
export type CaseAccessAction = (typeof caseAccessActions)[number];

export const caseAccessEntrySchema = z.object({
  action: z.enum(caseAccessActions),
  /**
   * What changed, for a change ("Advanced to Design", "Wrote in the conversation", "Added scan
   * upper.stl"); for a view, what was read when it was not the case itself ("Read the
   * conversation", "Downloaded scan upper.stl"); null otherwise.
   */
  detail: z.string().nullable(),
  /** The account; null once it no longer exists. */
  by: z.object({ id: z.int(), name: z.string(), email: z.string() }).nullable(),
  at: z.string().describe('ISO-8601 UTC'),
});
export type CaseAccessEntry = z.infer<typeof caseAccessEntrySchema>;

export const caseRecordSchema = z
  .object({ caseId: z.int(), entries: z.array(caseAccessEntrySchema).describe('Oldest first') })
  .meta({ id: 'CaseRecord' });
export type CaseRecord = z.infer<typeof caseRecordSchema>;
