import { ContactSectionContainer } from '../../features/contact/contact-section-container';

/** /contact-us: the contact form and the contact block. */
export function ContactUsRoute() {
  return <ContactSectionContainer headingLevel={1} />;
}
