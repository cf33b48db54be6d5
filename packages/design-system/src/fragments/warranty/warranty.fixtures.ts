/** Sample enrolments, dues, claims and messages for the warranty stories (fixed dates). */
import { doctorPlans as contractDoctorPlans, patientPlans as contractPatientPlans } from '@idl/api-contract';
import type { ContactMessage } from './admin/ContactMessagesList';
import type { LabContact } from './EnrollmentSummary';
import type {
  DoctorPlan,
  DoctorReferralPlan,
  DoctorServiceType,
  PatientPlan,
  WarrantyClaim,
  WarrantyDue,
  WarrantyEnrollment,
  WarrantyEnrollmentSummary,
} from './shared/types';

export { warrantyCases } from '../marketing/marketing.fixtures';

// The patients' plans as the shop sells them (the API answers with the contract's table).
export const patientPlans: PatientPlan[] = [...contractPatientPlans];

// The doctor offices' plans as the shop sells them (the API answers with the contract's table).
export const doctorPlans: DoctorPlan[] = [...contractDoctorPlans];

export const doctorPlanBenefits = ['50-70% discount on lab fees', 'Implant parts excluded'];

export const doctorServiceTypes: DoctorServiceType[] = [
  { id: 'trial-3-months', label: 'Trial 3 Months' },
  { id: 'basic-175', label: '$175 Basic Plan' },
  { id: 'basic-275', label: '$275 Basic Plan' },
  { id: 'basic-475', label: '$475 Basic Plan' },
];

export const doctorReferralPlan: DoctorReferralPlan = {
  name: 'Referral plan',
  monthlyChargeCents: 12_500,
  note: 'Cancel anytime',
  comingSoon: true,
};

export const dues: WarrantyDue[] = [
  {
    id: 1,
    kind: 'enrollment-fee',
    dueOn: '2026-01-15',
    amount: 199,
    status: 'paid',
    paidOn: '2026-01-15',
    paidBy: 'transfer',
  },
  {
    id: 2,
    kind: 'monthly',
    dueOn: '2026-02-15',
    amount: 20,
    status: 'paid',
    paidOn: '2026-02-15',
    paidBy: 'card',
  },
  { id: 3, kind: 'monthly', dueOn: '2026-03-15', amount: 20, status: 'overdue', paidOn: null },
  { id: 4, kind: 'monthly', dueOn: '2026-04-15', amount: 20, status: 'due', paidOn: null },
  { id: 5, kind: 'monthly', dueOn: '2026-05-15', amount: 20, status: 'due', paidOn: null },
];

export const claims: WarrantyClaim[] = [
  {
    id: 11,
    reference: 'IDL-C-7KQ3XM',
    caseType: 'chipped-crown',
    caseLabel: 'Chipped crown',
    officeReference: 'DO-4F8T2P',
    description: 'The upper left crown chipped at the edge while eating.',
    photoUrls: ['/uploads/claims/11-front.jpg'],
    status: 'pending',
    resolution: null,
    rejectionReason: null,
    submittedAt: '2026-03-14T10:00:00Z',
    reviewedAt: null,
  },
  {
    id: 12,
    reference: 'IDL-C-H4WN2P',
    caseType: 'loose-crown',
    caseLabel: 'Loose crown',
    officeReference: 'DO-4F8T2P',
    description: 'The crown on the lower right molar moves when chewing.',
    photoUrls: [],
    status: 'approved',
    resolution: 'remake',
    rejectionReason: null,
    submittedAt: '2026-02-20T09:30:00Z',
    reviewedAt: '2026-02-22T15:00:00Z',
  },
  {
    id: 13,
    reference: 'IDL-C-R8TZ5D',
    caseType: 'allergic-reaction',
    caseLabel: 'Allergic reaction',
    officeReference: 'DO-4F8T2P',
    description: 'Redness of the gum around the veneer since January.',
    photoUrls: [],
    status: 'rejected',
    resolution: null,
    rejectionReason: 'The veneer was not made by the lab.',
    submittedAt: '2026-02-02T12:00:00Z',
    reviewedAt: '2026-02-05T08:45:00Z',
  },
];

export const enrollment: WarrantyEnrollment = {
  id: 7,
  kind: 'patient',
  reference: 'PW-7K3M9Q',
  firstName: 'Maria',
  lastName: 'Lopez',
  companyName: null,
  email: 'maria.lopez@example.com',
  phone: '+1 305 555 0199',
  address: '455 Ocean Drive',
  city: 'Miami',
  zip: '33139',
  planTitle: '6 YEAR PLAN',
  termMonths: 72,
  enrollmentFee: 199,
  monthlyCharge: 20,
  chargeDay: 15,
  enrolledOn: '2026-01-15',
  coverageEndsOn: '2032-01-14',
  dues,
  claims,
};

/** How to reach the lab when it has no transfer account set. */
export const labContact: LabContact = {
  phone: '+1 (305) 555-0142',
  email: 'support@interdentallab.com',
  href: '/contact-us',
};

const names = [
  ['Maria Lopez', 'maria.lopez@example.com', '6 YEAR PLAN'],
  ['Brickell Family Dentistry', 'office@brickelldental.example', 'Silver'],
  ['James Carter', 'james.carter@example.com', '3 YEAR PLAN'],
  ['Aisha Rahman', 'aisha.rahman@example.com', '9 YEAR PLAN'],
  ['Coral Gables Smiles', 'hello@coralgablessmiles.example', 'Trial'],
  ['Pedro Alvarez', 'pedro.alvarez@example.com', '6 YEAR PLAN'],
] as const;

export const enrollmentSummaries: WarrantyEnrollmentSummary[] = names.map(([name, email, plan], i) => ({
  id: i + 1,
  kind: plan.includes('YEAR') ? 'patient' : 'office',
  reference: `${plan.includes('YEAR') ? 'PW' : 'DO'}-${(1000 + i * 137).toString(36).toUpperCase()}Q${i}`,
  name,
  email,
  planTitle: plan,
  enrolledOn: `2026-0${(i % 3) + 1}-1${i}`,
  overdueDues: i % 3 === 0 ? 1 : 0,
  // One of each way of paying: a declined card, transfer, an active card, a card whose charges ended.
  card: [
    { state: 'failing', failedOn: '2026-03-15' } as const,
    null,
    { state: 'active', failedOn: null } as const,
    { state: 'ended', failedOn: null } as const,
    null,
    null,
  ][i],
}));

export const contactMessages: ContactMessage[] = [
  {
    id: 3,
    firstName: 'Daniel',
    lastName: 'Reyes',
    email: 'daniel.reyes@example.com',
    message: 'Do you offer Emax veneers with a 5-day turnaround for offices in Fort Lauderdale?',
    receivedAt: '2026-03-14T10:00:00Z',
    handledAt: null,
  },
  {
    id: 2,
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: 'aisha.rahman@example.com',
    message: 'I lost my warranty reference number. Can you send it again?',
    receivedAt: '2026-03-13T16:20:00Z',
    handledAt: null,
  },
  {
    id: 1,
    firstName: 'James',
    lastName: 'Carter',
    email: 'james.carter@example.com',
    message: 'Thank you for the quick remake of my crown!',
    receivedAt: '2026-03-10T08:05:00Z',
    handledAt: '2026-03-11T09:00:00Z',
  },
];
