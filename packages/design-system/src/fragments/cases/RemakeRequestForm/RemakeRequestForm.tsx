import { remakeRequestSchema, type RemakeRequest, type ShadeSystem } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Form, FormSummary, useForm, type FieldErrors } from '../../../components/Form';
import { TextField } from '../../../components/TextField';
import { ShadePicker } from '../ShadePicker';
import * as styles from './RemakeRequestForm.css';

interface RemakeRequestValues {
  reason: string;
  shade: { system: ShadeSystem; shade: string } | null;
  rush: boolean;
  warrantyClaimReference: string;
}
export type RemakeRequestField = keyof RemakeRequestValues;

export interface RemakeRequestFormProps {
  /** The original case's shade: the remake keeps it unless the office picks another. */
  shade: { system: ShadeSystem; shade: string };
  /** Called with the checked request when Request the Remake is pressed. */
  onSubmit: (request: RemakeRequest) => void;
  /** Called when the office gives up the request. */
  onCancel: () => void;
  /** Sending: the button is busy. */
  busy?: boolean;
  /** Errors per field from the server, by the API's paths ('reason', 'warrantyClaimReference'). */
  errors?: FieldErrors<RemakeRequestField>;
  /** A message about the whole form, e.g. when the request failed. */
  formError?: string;
}

/**
 * An office asks the lab to remake a shipped or delivered case: why, the shade if it changes,
 * rush, and the patient's warranty claim if there is one (the remake is then free). The lab copies
 * the rest of the prescription from the original. Checked with the contract's schema on submit.
 */
export function RemakeRequestForm({
  shade,
  onSubmit,
  onCancel,
  busy = false,
  errors,
  formError,
}: RemakeRequestFormProps) {
  const check = (values: RemakeRequestValues) =>
    remakeRequestSchema.safeParse({
      reason: values.reason,
      shade: values.shade ?? undefined,
      rush: values.rush,
      warrantyClaimReference: values.warrantyClaimReference.trim() || undefined,
    });
  const form = useForm<RemakeRequestValues, RemakeRequestField>({
    initialValues: { reason: '', shade, rush: false, warrantyClaimReference: '' },
    serverErrors: errors,
    busy,
    validate: (values) => {
      const parsed = check(values);
      const fieldErrors: FieldErrors<RemakeRequestField> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          fieldErrors[issue.path[0] as RemakeRequestField] ??= issue.message;
        }
      }
      if (!values.shade) fieldErrors.shade = 'Choose the shade of the remake.';
      return fieldErrors;
    },
    onSubmit: (values) => {
      const parsed = check(values);
      if (parsed.success) onSubmit(parsed.data);
    },
  });
  return (
    <Form form={form} className={styles.form} aria-label="Remake request">
      <FormSummary form={form} message={formError} />
      <TextField label="Why Is the Case Remade?" multiline {...form.field('reason')} isDisabled={busy} />
      <ShadePicker
        value={form.values.shade}
        onChange={(next) => form.set('shade', next)}
        errorMessage={form.errorOf('shade')}
        isDisabled={busy}
      />
      <TextField
        label="Warranty Claim"
        description="The patient’s approved claim (IDL-C-…), if the remake is under the extended warranty: it is then free."
        {...form.field('warrantyClaimReference')}
        autoComplete="off"
        isDisabled={busy}
      />
      <Checkbox isSelected={form.values.rush} onChange={(rush) => form.set('rush', rush)} isDisabled={busy}>
        Rush: about half the time
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Request the Remake
        </Button>
        <Button variant="ghost" onPress={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
