import { useId, type ReactNode } from 'react';
import { formatCents, formatLongDay, materialLabels, materials, type Material } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Form, FormSummary, useForm, type FieldErrors } from '../../../components/Form';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../../warranty/shared/FormNotice';
import type { FormStatus } from '../../warranty/shared/types';
import { ShadePicker } from '../ShadePicker';
import { ToothChart } from '../ToothChart';
import {
  checkPrescription,
  emptyPrescriptionFormValues,
  type LabServiceOption,
  type PrescriptionFormField,
  type PrescriptionFormSubmitValues,
  type PrescriptionFormValues,
} from './prescriptionFormModel';
import * as styles from './PrescriptionForm.css';

export const prescriptionFormStatuses = ['idle', 'busy', 'sent'] as const satisfies readonly FormStatus[];

export interface PrescriptionFormProps {
  /** The lab services the office can order (the shop's lab-service products). */
  services: readonly LabServiceOption[];
  /** The earliest day the lab can deliver ('YYYY-MM-DD'): shown as a hint, earlier days are refused. */
  earliestDueDate: string;
  /** The rush surcharge in cents, shown next to Rush. */
  rushSurchargeCents: number;
  /** Called with the checked prescription and the chosen service when Send Case is pressed. */
  onSubmit: (values: PrescriptionFormSubmitValues) => void;
  /** idle: fill in; busy: sending; sent: the confirmation with the case number. */
  status?: FormStatus;
  /** The case's number, shown when sent. */
  reference?: string;
  /** Errors per field from the server (map the API's paths with `prescriptionFormFieldOf`). */
  errors?: FieldErrors<PrescriptionFormField>;
  /** A message about the whole form, e.g. when the request failed. */
  formError?: string;
  /** Values to start with (e.g. the service chosen on its product page). */
  initialValues?: Partial<PrescriptionFormValues>;
  /** Called on every edit, e.g. to work out the earliest due date of the chosen service and rush. */
  onValuesChange?: (values: PrescriptionFormValues) => void;
  /** The scans and photos upload, shown under "Scans and Photos" (the part is left out without it). */
  files?: ReactNode;
}

const materialOptions = materials.map((material) => ({ id: material, label: materialLabels[material] }));

/**
 * The prescription a dentist office sends with a case: the patient as the office names them, the
 * lab service, teeth on the tooth chart, material, shade, notes, due date and rush. Checked on
 * Send Case with the contract's prescription schema, as the server checks it.
 */
export function PrescriptionForm({
  services,
  earliestDueDate,
  rushSurchargeCents,
  onSubmit,
  status = 'idle',
  reference,
  errors,
  formError,
  initialValues,
  onValuesChange,
  files,
}: PrescriptionFormProps) {
  const id = useId();
  const busy = status === 'busy';
  const form = useForm<PrescriptionFormValues, PrescriptionFormField>({
    initialValues: { ...emptyPrescriptionFormValues, ...initialValues },
    serverErrors: errors,
    busy,
    validate: (v) => checkPrescription(v, services, earliestDueDate),
    onSubmit: (v) => {
      const { submit } = checkPrescription(v, services, earliestDueDate);
      if (submit) onSubmit(submit);
    },
  });
  const { values, errorOf } = form;
  const set = (change: Partial<PrescriptionFormValues>) => {
    form.setValues(change);
    onValuesChange?.({ ...values, ...change });
  };

  if (status === 'sent') {
    return (
      <FormNotice tone="success" title="Case sent to the lab" reference={reference}>
        The lab has your prescription. You can follow the case from your cases and answer the lab’s questions
        there.
      </FormNotice>
    );
  }

  const service = services.find((option) => option.id === values.productId);
  const note = (field: 'margins' | 'contacts' | 'occlusion', label: string) => (
    <TextField
      label={label}
      multiline
      {...form.field(field)}
      onChange={(text) => set({ [field]: text })}
      isDisabled={busy}
    />
  );
  const part = (key: string, title: string, children: ReactNode) => (
    <div className={styles.part} role="group" aria-labelledby={`${id}-${key}`}>
      <h3 id={`${id}-${key}`} className={styles.heading}>
        {title}
      </h3>
      {children}
    </div>
  );

  return (
    <Form form={form} className={styles.form} aria-label="Prescription">
      <FormSummary form={form} message={formError} />
      {part(
        'case',
        'Patient and Restoration',
        <div className={styles.pair}>
          <TextField
            label="Patient"
            description="Initials or your chart number: the lab needs no name."
            {...form.field('patientReference')}
            onChange={(text) => set({ patientReference: text })}
            autoComplete="off"
            isDisabled={busy}
          />
          <Select
            label="Lab Service"
            name="productId"
            placeholder="Choose a service"
            options={services.map((option) => ({ id: String(option.id), label: option.name }))}
            selectedKey={values.productId === null ? null : String(values.productId)}
            onSelectionChange={(key) => set({ productId: Number(key) })}
            errorMessage={errorOf('productId')}
            isDisabled={busy}
          />
        </div>,
      )}
      {part(
        'teeth',
        'Teeth, Material and Shade',
        <>
          <ToothChart
            selected={values.teeth}
            onChange={(teeth) => set({ teeth })}
            description={
              !service
                ? 'Choose the tooth to restore, or every tooth of a bridge.'
                : service.kind === 'bridge'
                  ? 'Choose every tooth of the bridge, next to each other in one arch.'
                  : 'Choose the tooth to restore.'
            }
            errorMessage={errorOf('teeth')}
            isDisabled={busy}
          />
          <div className={styles.pair}>
            <Select
              label="Material"
              name="material"
              placeholder="Choose a material"
              options={materialOptions}
              selectedKey={values.material}
              onSelectionChange={(key) => set({ material: key as Material })}
              errorMessage={errorOf('material')}
              isDisabled={busy}
            />
            <ShadePicker
              value={values.shade}
              onChange={(shade) => set({ shade })}
              errorMessage={errorOf('shade')}
              isDisabled={busy}
            />
          </div>
        </>,
      )}
      {part(
        'notes',
        'Notes for the Lab',
        <>
          {note('margins', 'Margins')}
          {note('contacts', 'Contacts')}
          {note('occlusion', 'Occlusion')}
        </>,
      )}
      {part(
        'due',
        'Due Date and Rush',
        <div className={styles.pair}>
          <TextField
            label="Due Date"
            type="date"
            name="dueDate"
            min={earliestDueDate}
            value={values.dueDate}
            onChange={(dueDate) => set({ dueDate })}
            errorMessage={errorOf('dueDate')}
            isDisabled={busy}
            description={`The earliest the lab can deliver is ${formatLongDay(earliestDueDate)}. Leave empty for that day.`}
          />
          <Checkbox isSelected={values.rush} onChange={(rush) => set({ rush })} isDisabled={busy} name="rush">
            {`Rush: about half the time, ${formatCents(rushSurchargeCents)} more`}
          </Checkbox>
        </div>,
      )}
      {files ? part('files', 'Scans and Photos', files) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Send Case
        </Button>
      </div>
    </Form>
  );
}
