export { CustomerFeedback, type CustomerFeedbackProps } from './CustomerFeedback';
