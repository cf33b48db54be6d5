import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/Button';
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
export type AdminPaymentSettingsErrors = Record<string, string>;

export interface AdminPaymentSettingsProps {
  /** The saved methods; the form starts from them (and starts again when they change). */
  methods?: AdminTransferMethod[];
  /** The settings are being fetched. */
  isLoading?: boolean;
  /** Why they could not be loaded. */
  loadError?: string;
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
  onSave,
  isSaving = false,
  saveError,
  fieldErrors,
  saved: justSaved,
}: AdminPaymentSettingsProps) {
  const [methods, setMethods] = useState<AdminTransferMethod[]>(saved ?? []);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  // New saved methods (loaded, or just saved): the form starts again from them.
  const [startedFrom, setStartedFrom] = useState(saved);
  if (startedFrom !== saved) {
    setStartedFrom(saved);
    setMethods(saved ?? []);
  }

  const localErrors = attempted ? validate(methods) : {};
  const errors = { ...fieldErrors, ...localErrors };

  useEffect(() => {
    if (attempted || fieldErrors)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempted, fieldErrors]);

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
    return (
      <p role="alert" className={styles.error}>
        {loadError}
      </p>
    );
  }

  const update = (index: number, field: MethodField, value: string) =>
    setMethods((all) => all.map((method, i) => (i === index ? { ...method, [field]: value } : method)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(validate(methods)).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSave(methods.map((method) => ({ ...method })));
  };

  const field = (index: number, key: MethodField) => ({
    value: methods[index]?.[key] ?? '',
    onChange: (value: string) => update(index, key, value),
    errorMessage: errors[`transferMethods.${index}.${key}`],
  });

  return (
    <form ref={formRef} className={styles.root} noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Payment details
      </h2>
      <p className={styles.intro}>
        Where buyers send a manual transfer. Checkout, the order page and the order e-mail show these accounts
        with the amount and the order number to quote. Orders already placed keep the details they were given.
      </p>
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
      {saveError && (
        <p role="alert" className={styles.error}>
          {saveError}
        </p>
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
    </form>
  );
}
