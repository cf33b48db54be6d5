export * from './ToothChart';
