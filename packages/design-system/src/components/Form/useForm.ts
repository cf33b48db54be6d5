import { useEffect, useState, type FormEvent } from 'react';

/** A message per invalid field (by name, or by dotted path for lists: 'transferMethods.1.account'). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string | undefined>>;

/** What a form's rules found: messages per field and, optionally, one about the whole form. */
export interface FormCheck<F extends string = string> {
  fieldErrors: FieldErrors<F>;
  /** Shown in the form's summary (FormAlert), e.g. 'Please fill all the fields'. */
  formError?: string;
}

/**
 * When the rules' messages follow the user's edits:
 * - edit: found on submit; a field's message goes as soon as that field is edited;
 * - submit: found on submit and kept until the next submit;
 * - change: after the first submit, checked again on every change (a message comes back when the
 *   field is emptied again).
 */
export const formRevalidations = ['edit', 'submit', 'change'] as const;
export type FormRevalidation = (typeof formRevalidations)[number];

export interface UseFormOptions<V extends object, F extends string> {
  /**
   * Values to start with. When they change after the first render (a plan picked above the form,
   * a look-up filled in, settings loaded), only the fields whose starting value changed take it:
   * everything else the user typed stays.
   */
  initialValues: V;
  /** Values held by the caller (e.g. a checkout draft kept across steps); the form reports edits. */
  values?: V;
  onValuesChange?: (values: V) => void;
  /** The form's rules, run on submit: messages per field, or a `FormCheck` with a form message. */
  validate?: (values: V) => FieldErrors<F> | FormCheck<F>;
  /** When the rules' messages follow the user's edits (see `formRevalidations`); default 'edit'. */
  revalidate?: FormRevalidation;
  /**
   * The server's messages per field (the API's 400 details, mapped by the app). New messages show
   * again; with `revalidate: 'edit'` a field's message goes when that field is edited.
   */
  serverErrors?: FieldErrors<F>;
  /** Show the rules' messages from the start, as after a refused submit (previews). */
  initiallySubmitted?: boolean;
  /** Sending: a submit (Enter in a field) is ignored, as the busy submit button is. */
  busy?: boolean;
  /** Called with the values once the rules find nothing. */
  onSubmit: (values: V) => void;
}

const noErrors = {};

/** Starting values are rebuilt on every render: lists and objects compare by content. */
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

const hasMessages = (errors: FieldErrors | undefined) => Object.values(errors ?? {}).some(Boolean);

function toCheck<F extends string>(found: FieldErrors<F> | FormCheck<F> | undefined): FormCheck<F> {
  if (!found) return { fieldErrors: {} };
  return 'fieldErrors' in found && typeof found.fieldErrors === 'object'
    ? (found as FormCheck<F>)
    : { fieldErrors: found as FieldErrors<F> };
}

const focusable = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Focuses the first field in `form` marked invalid (its input, or the first control inside it). */
export function focusFirstInvalid(form: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!invalid) return;
  const target = invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable);
  target?.focus();
}

/**
 * Every form's plumbing: its values, what the user edited (touched), the messages of its own rules
 * and of the server per field, and submit handling (rules first, then `onSubmit`; after a refused
 * submit, or new server messages, the first invalid field takes the focus). Render the form with
 * `<Form form={...}>`, its fields with `form.field(name)` (or `value`/`set`/`errorOf`), and its
 * summary with `<FormSummary>`.
 */
export function useForm<V extends object, F extends string = Extract<keyof V, string>>({
  initialValues,
  values: controlled,
  onValuesChange,
  validate,
  revalidate = 'edit',
  serverErrors = noErrors,
  initiallySubmitted = false,
  busy = false,
  onSubmit,
}: UseFormOptions<V, F>) {
  /** The <form> element, where the first invalid field is looked for. */
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  const [own, setOwn] = useState<V>(initialValues);
  const [lastInitial, setLastInitial] = useState(initialValues);
  /** What the rules found at the last submit; null before the first. */
  const [checked, setChecked] = useState<FormCheck<F> | null>(() =>
    initiallySubmitted ? toCheck(validate?.(controlled ?? initialValues)) : null,
  );
  /** Fields edited since the last submit or the last new server messages. */
  const [edited, setEdited] = useState<Partial<Record<F, true>>>({});
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  const [focusRequest, setFocusRequest] = useState(0);
  const values = controlled ?? own;

  const changedInitial = (Object.keys(initialValues) as (keyof V)[]).filter(
    (key) => !sameValue(initialValues[key], lastInitial[key]),
  );
  if (changedInitial.length > 0) {
    setLastInitial(initialValues);
    setOwn((current) => {
      const next = { ...current };
      for (const key of changedInitial) next[key] = initialValues[key];
      return next;
    });
  }

  // New server messages (a new answer) show again, even on fields edited before, and take the focus.
  if (!sameValue(lastServerErrors, serverErrors)) {
    setLastServerErrors(serverErrors);
    setEdited({});
    if (hasMessages(serverErrors)) setFocusRequest((n) => n + 1);
  }

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(element);
  }, [focusRequest, element]);

  const setValues = (change: Partial<V>) => {
    const next = { ...values, ...change };
    if (controlled) onValuesChange?.(next);
    else setOwn((current) => ({ ...current, ...change }));
    setEdited((current) => {
      const marked = { ...current };
      for (const key of Object.keys(change)) marked[key as F] = true;
      return marked;
    });
  };
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues({ [key]: value } as unknown as Partial<V>);

  const live = revalidate === 'change' && checked ? toCheck(validate?.(values)) : null;
  const current = live ?? checked;
  const errorOf = (field: F): string | undefined => {
    const hidden = revalidate === 'edit' && edited[field];
    return (
      (hidden ? undefined : current?.fieldErrors[field]) ||
      (hidden ? undefined : serverErrors[field]) ||
      undefined
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = toCheck(validate?.(values));
    setChecked(found);
    setEdited({});
    if (found.formError === undefined && !hasMessages(found.fieldErrors)) onSubmit(values);
    else setFocusRequest((n) => n + 1);
  };

  return {
    /** Gives the <form> element (`<Form>` does): the first invalid field is looked for in it. */
    attach: setElement,
    values,
    set,
    /** Changes several values at once (each counts as edited). */
    setValues,
    /** The message to show under a field: the rules' first, else the server's. */
    errorOf,
    /** The rules' message about the whole form, if the last submit was refused with one. */
    formError: current?.formError,
    /** A submit has been tried. */
    submitted: checked !== null,
    /** The field was edited since the last submit (or the last server messages). */
    isEdited: (field: F) => Boolean(edited[field]),
    handleSubmit,
    /** Props for a text field (TextField, PasswordField) showing the value `name`. */
    field: <K extends F & keyof V>(name: K) => ({
      name,
      value: values[name] as string,
      onChange: (value: string) => set(name, value as V[K]),
      errorMessage: errorOf(name),
    }),
  };
}

export type FormState<V extends object = object, F extends string = string> = ReturnType<
  typeof useForm<V, F>
>;
