export { LabCaseSheet, type LabCaseSheetProps } from './LabCaseSheet';
