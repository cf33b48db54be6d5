import {
  dueDateProblem,
  prescriptionSchema,
  type Material,
  type Prescription,
  type RestorationKind,
  type ShadeSystem,
} from '@idl/api-contract';
import type { FormCheck } from '../../../components/Form';

/** A lab service the office can order: a product of the shop that is a restoration. */
export interface LabServiceOption {
  id: number;
  /** The product's name, e.g. 'Implant Crown on Ti-Base (zirconia)'. */
  name: string;
  /** The restoration it is, which decides how many teeth it takes. */
  kind: RestorationKind;
}

/** What the form holds while the dentist fills it in. */
export interface PrescriptionFormValues {
  /** The chosen lab service's product id; null until chosen. */
  productId: number | null;
  patientReference: string;
  /** Universal numbers, ascending. */
  teeth: number[];
  material: Material | null;
  shade: { system: ShadeSystem; shade: string } | null;
  margins: string;
  contacts: string;
  occlusion: string;
  /** 'YYYY-MM-DD'; empty asks for the earliest day the lab can meet. */
  dueDate: string;
  rush: boolean;
}
export type PrescriptionFormField = keyof PrescriptionFormValues;

/** What the form sends: the case request without the prescribing dentist (the container's). */
export interface PrescriptionFormSubmitValues {
  productId: number;
  prescription: Prescription;
}

export const emptyPrescriptionFormValues: PrescriptionFormValues = {
  productId: null,
  patientReference: '',
  teeth: [],
  material: null,
  shade: null,
  margins: '',
  contacts: '',
  occlusion: '',
  dueDate: '',
  rush: false,
};

const noteFields = ['margins', 'contacts', 'occlusion'] as const;

/**
 * The form's field for a path of the prescription as the contract's schema and the API name it
 * ('teeth', 'shade.shade', 'notes.margins', 'prescription.requestedDueDate'), so a container
 * places the server's 400 details where the form's own rules put them.
 */
export function prescriptionFormFieldOf(path: string): PrescriptionFormField | undefined {
  const [first, second] = path.replace(/^prescription\./, '').split('.');
  if (first === 'productId' || first === 'kind') return 'productId';
  if (first === 'requestedDueDate') return 'dueDate';
  if (first === 'notes') return noteFields.find((note) => note === second);
  const direct = ['patientReference', 'teeth', 'material', 'shade', 'rush'] as const;
  return direct.find((field) => field === first);
}

const note = (text: string) => (text.trim() === '' ? undefined : text);

/** The prescription as the contract's schema reads it (what the API receives). */
function toPrescriptionInput(values: PrescriptionFormValues, kind: RestorationKind | undefined) {
  const notes = {
    margins: note(values.margins),
    contacts: note(values.contacts),
    occlusion: note(values.occlusion),
  };
  return {
    patientReference: values.patientReference,
    kind,
    teeth: values.teeth,
    material: values.material ?? undefined,
    shade: values.shade ?? undefined,
    notes,
    rush: values.rush,
    requestedDueDate: values.dueDate === '' ? undefined : values.dueDate,
  };
}

const messages = {
  productId: 'Choose the lab service to order.',
  shade: 'Choose the shade of the restoration.',
} as const;

/**
 * The form's rules on submit: the contract's prescriptionSchema (the server's own check, bridge
 * spans included), the lab service, and a due date no earlier than `earliestDueDate`.
 */
export function checkPrescription(
  values: PrescriptionFormValues,
  services: readonly LabServiceOption[],
  earliestDueDate: string,
): FormCheck<PrescriptionFormField> & { submit?: PrescriptionFormSubmitValues } {
  const service = services.find((option) => option.id === values.productId);
  const fieldErrors: Partial<Record<PrescriptionFormField, string>> = {};
  const parsed = prescriptionSchema.safeParse(toPrescriptionInput(values, service?.kind));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = prescriptionFormFieldOf(issue.path.join('.'));
      if (field === 'productId' || field === undefined) continue;
      fieldErrors[field] ??= field === 'shade' && !values.shade ? messages.shade : issue.message;
    }
  }
  if (!service) fieldErrors.productId = messages.productId;
  // Without a service the schema cannot tell how many teeth it takes, but none is always wrong.
  if (!service && values.teeth.length === 0) fieldErrors.teeth = 'Choose the teeth to restore on the chart.';
  const due =
    values.dueDate === ''
      ? undefined
      : dueDateProblem(values.dueDate, earliestDueDate, { kind: service?.kind, rush: values.rush });
  if (due) fieldErrors.dueDate ??= due;
  if (Object.keys(fieldErrors).length > 0 || !parsed.success || !service) {
    return { fieldErrors, formError: 'Please correct the fields marked below.' };
  }
  return { fieldErrors, submit: { productId: service.id, prescription: parsed.data } };
}
