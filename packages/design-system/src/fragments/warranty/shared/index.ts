// Only the data shapes are public; the helpers stay internal so their generic names
// (FormStatus, FormNotice...) never clash with other areas' exports.
export type {
  ClaimStatus,
  DoctorPlan,
  DoctorReferralPlan,
  DoctorServiceType,
  DueStatus,
  PatientPlan,
  WarrantyCase,
  WarrantyClaim,
  WarrantyDue,
  WarrantyEnrollment,
  WarrantyEnrollmentSummary,
} from './types';
