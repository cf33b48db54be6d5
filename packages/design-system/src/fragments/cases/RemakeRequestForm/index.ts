export { RemakeRequestForm, type RemakeRequestField, type RemakeRequestFormProps } from './RemakeRequestForm';
