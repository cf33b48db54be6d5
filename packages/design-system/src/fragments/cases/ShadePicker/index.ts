// The shade lists stay inside the fragment: the contract's cases/shades.ts is the app's source.
export { ShadePicker, type ShadePickerProps } from './ShadePicker';
export type { ShadeChoice as ShadePickerChoice } from './shades';
