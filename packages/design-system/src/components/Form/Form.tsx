import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormAlert } from '../FormAlert';
import type { FormState } from './useForm';

export interface FormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate' | 'ref' | 'children'
> {
  /** The form's state, from `useForm`. */
  form: Pick<FormState, 'attach' | 'handleSubmit'>;
  children: ReactNode;
}

/**
 * The <form> element of every form: submits through `useForm` (its rules, then `onSubmit`) and
 * leaves checking to them, not to the browser's bubbles. `method="post"`: on a page rendered on the
 * server, a form sent before the app has taken over (or without scripts) is the browser's own
 * submission, which by GET would put the fields (a password) into the address, the history and the
 * server's logs.
 */
export function Form({ form: { attach, handleSubmit }, children, ...props }: FormProps) {
  return (
    <form method="post" {...props} ref={attach} noValidate onSubmit={handleSubmit}>
      {children}
    </form>
  );
}

export interface FormSummaryProps {
  /** The form's state, from `useForm`: its rules' message about the whole form comes first. */
  form: Pick<FormState, 'formError'>;
  /** A message from outside, e.g. the server's 'Wrong credentials'. */
  message?: string;
  /** Where the form places it (e.g. across both columns). */
  className?: string;
}

/** The message about the whole form, above its fields, in a FormAlert (nothing when all is well). */
export function FormSummary({ form, message, className }: FormSummaryProps) {
  const text = form.formError ?? message;
  return text ? <FormAlert className={className}>{text}</FormAlert> : null;
}
