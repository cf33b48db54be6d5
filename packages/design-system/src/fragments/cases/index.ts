export * from './ToothChart';
export * from './ShadePicker';
export * from './PrescriptionForm';
export * from './CaseTimeline';
export * from './LabBoard';
export * from './ScanUpload';
export * from './OfficeSignUpForm';
export * from './CaseConversation';
