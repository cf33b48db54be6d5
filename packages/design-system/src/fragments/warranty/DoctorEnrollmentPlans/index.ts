export {
  defaultEnrollmentTiers,
  DoctorEnrollmentPlans,
  type DoctorEnrollmentPlansProps,
  type EnrollmentTier,
} from './DoctorEnrollmentPlans';
