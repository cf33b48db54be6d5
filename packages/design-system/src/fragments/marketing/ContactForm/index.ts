export { ContactForm, type ContactFormProps, type ContactFormValues } from './ContactForm';
