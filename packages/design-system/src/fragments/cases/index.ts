export * from './ToothChart';
export * from './ShadePicker';
