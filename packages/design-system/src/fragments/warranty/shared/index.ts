export * from './types';
export { formatDate, formatDollars } from './format';
export { FormNotice, type FormNoticeProps } from './FormNotice';
export { emailError, requiredErrors, useFormFields } from './useFormFields';
