export { doctorPlanOption, DoctorPricingPlans, type DoctorPricingPlansProps } from './DoctorPricingPlans';
