import { ContactSection, type ContactFormValues } from '@idl/design-system';
import { useState } from 'react';
import { useSendContactMessage, shopContactDetails } from './use-contact';
import { formErrorsOf, type FormErrors } from '../../app/error-message';

const fields = ['firstName', 'lastName', 'email', 'message'] as const;

/** The contact form and contact block; the message is stored and e-mailed to the shop. */
export function ContactSectionContainer({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<FormErrors<(typeof fields)[number]>>({ fieldErrors: {} });
  const submit = (values: ContactFormValues) => {
    setErrors({ fieldErrors: {} });
    send.mutate(values, { onError: (error) => setErrors(formErrorsOf(error, fields)) });
  };
  return (
    <ContactSection
      headingLevel={headingLevel}
      details={shopContactDetails}
      form={{
        onSubmit: submit,
        status: send.isPending ? 'busy' : send.isSuccess ? 'sent' : 'idle',
        errors: errors.fieldErrors,
        formError: errors.formError,
      }}
    />
  );
}
