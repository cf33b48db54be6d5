export * from './types';
export { formatDate, formatDollars } from './format';
export { FormNotice, type FormNoticeProps } from './FormNotice';
export { emailError, phoneError, requiredErrors, useFormFields, zipError } from './useFormFields';
