// The guides and their shades are the contract's (cases/shades.ts), as the server checks them.
export { ShadePicker, type ShadePickerProps, type ShadeChoice as ShadePickerChoice } from './ShadePicker';
