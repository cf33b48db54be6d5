export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
