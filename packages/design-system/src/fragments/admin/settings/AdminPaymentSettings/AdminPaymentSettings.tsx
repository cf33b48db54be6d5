import { useId } from 'react';
import { Button } from '../../../../components/Button';
import { LoadError } from '../../../../components/LoadError';
import { Form, FormSummary, useForm, type FieldErrors } from '../../../../components/Form';
import { Skeleton } from '../../../../components/Skeleton';
import { TextField } from '../../../../components/TextField';
import * as styles from './AdminPaymentSettings.css';

/** One transfer method as the admin edits it (the API's `TransferMethod`). */
export interface AdminTransferMethod {
  name: string;
  payeeName: string;
  account: string;
  instructions: string;
}

type MethodField = keyof AdminTransferMethod;

/** Field problems by path, as the API names them: 'transferMethods.1.payeeName'. */
export type AdminPaymentSettingsErrors = FieldErrors;

export interface AdminPaymentSettingsProps {
  /** The saved methods; the form starts from them (and starts again when they change). */
  methods?: AdminTransferMethod[];
  /** The settings are being fetched. */
  isLoading?: boolean;
  /** Why they could not be loaded. */
  loadError?: string;
  /** Loads the settings again: Try Again shows with the load error. */
  onRetry?: () => void;
  /** Save pressed with a valid form: the whole list, in order. */
  onSave: (methods: AdminTransferMethod[]) => void;
  /** Saving is under way: Save is busy. */
  isSaving?: boolean;
  /** Why saving failed; the form keeps what was typed. */
  saveError?: string;
  /** Field problems reported by the server. */
  fieldErrors?: AdminPaymentSettingsErrors;
  /** The last save went through. */
  saved?: boolean;
}

const blank: AdminTransferMethod = { name: '', payeeName: '', account: '', instructions: '' };

const required: Partial<Record<MethodField, string>> = {
  name: 'Enter the method’s name, e.g. Zelle',
  payeeName: 'Enter the payee’s name',
  account: 'Enter where to send the money',
};

/** The rules run on Save: the three named fields of every method are required. */
function validate(methods: AdminTransferMethod[]): AdminPaymentSettingsErrors {
  const errors: AdminPaymentSettingsErrors = {};
  methods.forEach((method, index) => {
    for (const [field, message] of Object.entries(required) as [MethodField, string][]) {
      if (!method[field].trim()) errors[`transferMethods.${index}.${field}`] = message;
    }
  });
  return errors;
}

/**
 * Admin Settings: the shop's transfer methods (e.g. Zelle, bank transfer), each with the payee,
 * the address or account to send to and instructions. Buyers see them at checkout, on the order
 * page and in the order e-mail.
 */
export function AdminPaymentSettings({
  methods: saved,
  isLoading,
  loadError,
  onRetry,
  onSave,
  isSaving = false,
  saveError,
  fieldErrors,
  saved: justSaved,
}: AdminPaymentSettingsProps) {
  const titleId = useId();
  // New saved methods (loaded, or just saved): the form starts again from them.
  const form = useForm<{ methods: AdminTransferMethod[] }, string>({
    initialValues: { methods: saved ?? [] },
    revalidate: 'change',
    serverErrors: fieldErrors,
    busy: isSaving,
    validate: ({ methods }) => validate(methods),
    onSubmit: ({ methods }) => onSave(methods.map((method) => ({ ...method }))),
  });
  const { methods } = form.values;

  if (isLoading) {
    return (
      <div className={styles.root} aria-busy="true">
        <span className="visually-hidden">Loading settings</span>
        <Skeleton width="240px" />
        <Skeleton shape="rect" height="240px" />
      </div>
    );
  }
  if (loadError) {
    return <LoadError message={loadError} onRetry={onRetry} retryLabel="Try Again" />;
  }

  const setMethods = (change: (all: AdminTransferMethod[]) => AdminTransferMethod[]) =>
    form.set('methods', change(methods));
  const update = (index: number, field: MethodField, value: string) =>
    setMethods((all) => all.map((method, i) => (i === index ? { ...method, [field]: value } : method)));

  const field = (index: number, key: MethodField) => ({
    value: methods[index]?.[key] ?? '',
    onChange: (value: string) => update(index, key, value),
    errorMessage: form.errorOf(`transferMethods.${index}.${key}`),
  });

  return (
    <Form form={form} className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Payment details
      </h2>
      <p className={styles.intro}>
        Where buyers send a manual transfer. Checkout, the order page and the order e-mail show these accounts
        with the amount and the order number to quote. Orders already placed keep the details they were given.
      </p>
      <FormSummary form={form} message={saveError} />
      {methods.length === 0 ? (
        <p className={styles.empty}>
          No transfer method yet: buyers are told you will e-mail them where to pay.
        </p>
      ) : (
        <ol className={styles.methods}>
          {methods.map((method, index) => (
            <li key={index}>
              <fieldset className={styles.method}>
                <legend className={styles.legend}>{method.name.trim() || `Method ${index + 1}`}</legend>
                <TextField
                  label="Method"
                  description="e.g. Zelle or Bank transfer"
                  isRequired
                  {...field(index, 'name')}
                />
                <TextField label="Payee Name" isRequired {...field(index, 'payeeName')} />
                <TextField
                  label="Send to"
                  description="The Zelle e-mail or phone, or the bank, routing and account number"
                  isRequired
                  {...field(index, 'account')}
                />
                <TextField label="Instructions" multiline {...field(index, 'instructions')} />
                <div className={styles.methodActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${method.name.trim() || `method ${index + 1}`}`}
                    onPress={() => setMethods((all) => all.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => setMethods((all) => [...all, { ...blank }])}>
          Add Transfer Method
        </Button>
        <Button type="submit" busy={isSaving} busyLabel="Saving...">
          Save
        </Button>
        <p role="status" className={styles.saved}>
          {justSaved && !isSaving ? 'Saved' : ''}
        </p>
      </div>
    </Form>
  );
}
