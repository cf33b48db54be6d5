import { ContactSection, type ContactFormValues } from '@idl/design-system';
import { useSendContactMessage, shopContactDetails } from './use-contact';
import { useFormErrors } from '../../app/error-message';

const fields = ['firstName', 'lastName', 'email', 'message'] as const;

/** The contact form and contact block; the message is stored and e-mailed to the shop. */
export function ContactSectionContainer({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const send = useSendContactMessage();
  const errors = useFormErrors(send.error, fields);
  const submit = (values: ContactFormValues) => send.mutate(values);
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
