export { PatientPlans, patientPlanOption, type PatientPlansProps } from './PatientPlans';
