import { useId } from 'react';
import { ContactDetails, type ContactDetailsProps } from '../ContactDetails';
import { ContactForm, type ContactFormProps } from '../ContactForm';
import * as shared from '../../warranty/shared/shared.css';
import * as styles from './ContactSection.css';

export interface ContactSectionProps {
  /** 1 on the Contact page (its title), 2 as a section of another page. */
  headingLevel?: 1 | 2;
  /** The contact form's props (submit callback, status, errors). */
  form: ContactFormProps;
  /** The contact block's phone, e-mail and social links. */
  details: ContactDetailsProps;
}

/** 'Contact Us': the contact form beside the lab's contact block (landing, patient, contact pages). */
export function ContactSection({ headingLevel = 2, form, details }: ContactSectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`${shared.band} ${shared.bandTone.plain}`} aria-labelledby={titleId}>
      <div className={shared.inner}>
        <Heading id={titleId} className={shared.heading}>
          Contact Us
        </Heading>
        <p className={shared.lead}>Questions about a case, a product or the warranty? Write to us.</p>
        <div className={styles.layout}>
          <ContactForm {...form} />
          <ContactDetails headingLevel={headingLevel === 1 ? 2 : 3} {...details} />
        </div>
      </div>
    </section>
  );
}
