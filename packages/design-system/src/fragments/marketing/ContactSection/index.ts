export { ContactSection, type ContactSectionProps } from './ContactSection';
