import { z } from 'zod';
import { isCalendarDay } from './due-dates';
import { materials } from './materials';
import { shadeSchema } from './shades';
import { restorationKinds, validateSpan } from './teeth';

export const PATIENT_REFERENCE_MAX = 20;
export const PRESCRIPTION_NOTE_MAX = 1000;

/**
 * The patient as the office names them: initials or the office's chart number. The lab needs no
 * more, so a full name (with its spaces) is refused rather than stored.
 */
export const patientReferenceSchema = z
  .string('Enter the patient’s initials or your chart number.')
  .trim()
  .min(1, 'Enter the patient’s initials or your chart number.')
  .max(PATIENT_REFERENCE_MAX, `Use at most ${PATIENT_REFERENCE_MAX} characters: initials or a chart number.`)
  .regex(
    /^[A-Za-z0-9-]*$/,
    'Use letters, digits and dashes only: initials or a chart number, not a full name.',
  );

const note = (label: string) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(PRESCRIPTION_NOTE_MAX, `${label} must be at most ${PRESCRIPTION_NOTE_MAX} characters.`)
    .optional();

export const prescriptionNotesSchema = z.object({
  margins: note('Notes on margins'),
  contacts: note('Notes on contacts'),
  occlusion: note('Notes on occlusion'),
});

/**
 * What a dentist prescribes for one restoration. Whether the requested due date leaves the lab its
 * turnaround depends on the day the case is received and the product's turnaround, so that check
 * is the server's (`earliestDueDate`, `canMeetDueDate`), not this schema's.
 */
export const prescriptionSchema = z
  .object({
    patientReference: patientReferenceSchema,
    kind: z.enum(
      restorationKinds,
      'Choose the restoration: crown, veneer, inlay or onlay, implant crown or bridge.',
    ),
    teeth: z.array(z.number('Teeth are Universal numbers 1 to 32.'), 'Choose the teeth on the chart.'),
    material: z.enum(materials, 'Choose a material.'),
    shade: shadeSchema,
    notes: prescriptionNotesSchema.optional(),
    rush: z.boolean('Say whether the case is a rush.').default(false),
    requestedDueDate: z
      .string('Enter the due date as YYYY-MM-DD.')
      .refine(isCalendarDay, 'Enter the due date as a real day, YYYY-MM-DD.')
      .optional(),
  })
  .superRefine(
    (prescription, ctx) => {
      for (const message of validateSpan(prescription.teeth, prescription.kind)) {
        ctx.addIssue({ code: 'custom', path: ['teeth'], message });
      }
    },
    // The span is checked whenever the teeth and the kind are readable, even if another field is
    // wrong, so a form shows every problem at once.
    // A value that is no object at all (missing, an array) has an issue of its own, at the root.
    {
      when: (payload) =>
        !payload.issues.some(
          (issue) => !issue.path?.length || issue.path[0] === 'teeth' || issue.path[0] === 'kind',
        ),
    },
  );
export type PrescriptionInput = z.input<typeof prescriptionSchema>;
export type Prescription = z.output<typeof prescriptionSchema>;
