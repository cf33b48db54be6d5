/**
 * The extended-warranty programme's plans, prices and covered cases: the ONE place the marketing
 * pages, the enrolment rules, the dues schedules and the contract PDF read them from.
 * Plain data and types only (no imports), so the web app and the server can both use it.
 * Money is integer cents here; the API shows dollars.
 */

export const patientPlanIds = ['3-year', '6-year', '9-year'] as const;
export type PatientPlanId = (typeof patientPlanIds)[number];

export interface PatientPlan {
  id: PatientPlanId;
  title: string;
  years: number;
  /** Length of the contract, and the number of monthly dues. */
  termMonths: number;
  /** Paid once, at enrolment (from the spec). */
  enrollmentFeeCents: number;
  /**
   * Charged every month of the term on the patient's chosen day. The spec gives no monthly
   * amount; these are the shop's decision, kept here so every screen and the contract agree.
   */
  monthlyChargeCents: number;
  /** Restorations covered over the term; null when the spec states no limit. */
  restorationLimit: number | null;
  includesImplantCrowns: boolean;
  coverage: string;
  exclusions: string;
}

export const patientPlans: readonly PatientPlan[] = [
  {
    id: '3-year',
    title: '3 YEAR PLAN',
    years: 3,
    termMonths: 36,
    enrollmentFeeCents: 9_900,
    monthlyChargeCents: 1_500,
    restorationLimit: 10,
    includesImplantCrowns: false,
    coverage: 'Up to 10 crowns, bridges and veneers',
    exclusions: 'Implant crowns and implant parts are not covered.',
  },
  {
    id: '6-year',
    title: '6 YEAR PLAN',
    years: 6,
    termMonths: 72,
    enrollmentFeeCents: 19_900,
    monthlyChargeCents: 2_000,
    restorationLimit: 20,
    includesImplantCrowns: false,
    coverage: 'Up to 20 crowns, bridges and veneers',
    exclusions: 'Implant crowns and implant parts are not covered.',
  },
  {
    id: '9-year',
    // The spec's card repeats '6 YEAR PLAN' here; the plan is the nine-year one.
    title: '9 YEAR PLAN',
    years: 9,
    termMonths: 108,
    enrollmentFeeCents: 29_900,
    monthlyChargeCents: 2_500,
    restorationLimit: null,
    includesImplantCrowns: true,
    coverage: 'Crowns, bridges and veneers, including implant crowns',
    exclusions: 'Implant parts are not covered.',
  },
];

export const doctorPlanIds = ['trial', 'diamond-175', 'silver-275', 'silver-475'] as const;
export type DoctorPlanId = (typeof doctorPlanIds)[number];

export interface DoctorPlan {
  id: DoctorPlanId;
  name: string;
  /** Charged every month of the term; 0 for the trial. */
  monthlyChargeCents: number;
  /** Paid once, at enrolment; the trial has none. */
  enrollmentFeeCents: number;
  /** Months the plan runs (and the number of monthly dues when it is charged). */
  termMonths: number;
  /** Patients per month; null means unlimited. */
  patientsPerMonth: number | null;
  descriptionLines: string[];
}

/** The doctor offices' plans (spec section 9, "Doctor standard plan" and "Doctor pricing"). */
export const doctorPlans: readonly DoctorPlan[] = [
  {
    id: 'trial',
    name: 'Trial',
    monthlyChargeCents: 0,
    enrollmentFeeCents: 0,
    termMonths: 3,
    patientsPerMonth: 10,
    descriptionLines: ['3 month trial', '10 patients per month', '50-70% discount on lab fees'],
  },
  {
    id: 'diamond-175',
    name: 'Diamond',
    monthlyChargeCents: 17_500,
    enrollmentFeeCents: 12_500,
    termMonths: 3,
    patientsPerMonth: 10,
    descriptionLines: ['Try month by month', 'Valid 3 months', '$125 enrolment fee'],
  },
  {
    id: 'silver-275',
    name: 'Silver',
    monthlyChargeCents: 27_500,
    enrollmentFeeCents: 12_500,
    termMonths: 12,
    patientsPerMonth: 20,
    descriptionLines: ['20 patients per month', '12 months', 'Valid 3 months', '$125 enrolment fee'],
  },
  {
    id: 'silver-475',
    name: 'Silver',
    monthlyChargeCents: 47_500,
    enrollmentFeeCents: 12_500,
    termMonths: 3,
    patientsPerMonth: null,
    descriptionLines: ['Unlimited patients', 'Valid 3 months', '$125 enrolment fee'],
  },
];

export const doctorPlanBenefits = ['50-70% discount on lab fees', 'Implant parts excluded'] as const;

/** The doctor registration form's service type checkboxes, labelled as in the spec. */
export const doctorServiceTypes = [
  { id: 'trial-3-months', label: 'Trial 3 Months' },
  { id: 'basic-175', label: '$175 Basic Plan' },
  { id: 'basic-275', label: '$275 Basic Plan' },
  { id: 'basic-475', label: '$475 Basic Plan' },
] as const;
export const doctorServiceTypeIds = ['trial-3-months', 'basic-175', 'basic-275', 'basic-475'] as const;
export type DoctorServiceTypeId = (typeof doctorServiceTypeIds)[number];

/** Each plan is one service type: the registration form asks for the plan only. */
export const doctorServiceTypeByPlan: Record<DoctorPlanId, DoctorServiceTypeId> = {
  trial: 'trial-3-months',
  'diamond-175': 'basic-175',
  'silver-275': 'basic-275',
  'silver-475': 'basic-475',
};

/** The referral plan is announced but not open yet. */
export const doctorReferralPlan = {
  name: 'Referral plan',
  monthlyChargeCents: 12_500,
  note: 'Cancel anytime',
  comingSoon: true,
} as const;

export const warrantyCaseTypes = [
  'chipped-crown',
  'loose-crown',
  'displaced-crown',
  'allergic-reaction',
] as const;
export type WarrantyCaseType = (typeof warrantyCaseTypes)[number];

/** The cases the warranty covers, and what the patient gets (spec section 9, "Warranty cases"). */
export const warrantyCases: readonly { id: WarrantyCaseType; label: string; remedy: string }[] = [
  { id: 'chipped-crown', label: 'Chipped crown', remedy: 'Free remake or replacement' },
  { id: 'loose-crown', label: 'Loose crown', remedy: 'Free remake or replacement' },
  { id: 'displaced-crown', label: 'Displaced crown', remedy: 'Reviewed by the lab' },
  { id: 'allergic-reaction', label: 'Allergic reaction', remedy: 'Reviewed by the lab' },
];

/** Patients choose the day of the month they are charged; 1 to 28 exists in every month. */
export const MIN_CHARGE_DAY = 1;
export const MAX_CHARGE_DAY = 28;

export const patientPlanById = (id: PatientPlanId): PatientPlan =>
  patientPlans.find((plan) => plan.id === id) ?? patientPlans[0]!;
export const doctorPlanById = (id: DoctorPlanId): DoctorPlan =>
  doctorPlans.find((plan) => plan.id === id) ?? doctorPlans[0]!;
