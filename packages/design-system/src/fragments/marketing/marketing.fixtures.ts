/**
 * Sample data for the marketing stories: a copy of the values in
 * packages/api-contract/src/warranty-plans.ts (the design system may not import the contract;
 * the page stories in /stories/marketing use the contract's own data).
 */
import { tokens } from '../../theme/tokens';
import type {
  DoctorPlan,
  DoctorReferralPlan,
  DoctorServiceType,
  PatientPlan,
  WarrantyCase,
} from '../warranty/shared/types';
import type { FeaturedProduct } from './FeaturedProducts';
import type { SocialLink } from './ContactDetails';

export const patientPlans: PatientPlan[] = [
  {
    id: '3-year',
    title: '3 YEAR PLAN',
    years: 3,
    termMonths: 36,
    enrollmentFeeCents: 9_900,
    monthlyChargeCents: 1_500,
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
    coverage: 'Up to 20 crowns, bridges and veneers',
    exclusions: 'Implant crowns and implant parts are not covered.',
  },
  {
    id: '9-year',
    title: '9 YEAR PLAN',
    years: 9,
    termMonths: 108,
    enrollmentFeeCents: 29_900,
    monthlyChargeCents: 2_500,
    coverage: 'Crowns, bridges and veneers, including implant crowns',
    exclusions: 'Implant parts are not covered.',
  },
];

export const doctorPlans: DoctorPlan[] = [
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

export const warrantyCases: WarrantyCase[] = [
  { id: 'chipped-crown', label: 'Chipped crown', remedy: 'Free remake or replacement' },
  { id: 'loose-crown', label: 'Loose crown', remedy: 'Free remake or replacement' },
  { id: 'displaced-crown', label: 'Displaced crown', remedy: 'Reviewed by the lab' },
  { id: 'allergic-reaction', label: 'Allergic reaction', remedy: 'Reviewed by the lab' },
];

/** A flat, local SVG picture (no network, stable screenshots). */
export function sampleImage(label: string, fill: string = tokens.color.brandSoft): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${fill}"/><circle cx="160" cy="110" r="52" fill="${tokens.color.surface}"/><text x="160" y="205" font-family="sans-serif" font-size="18" text-anchor="middle" fill="${tokens.color.brandStrong}">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const featuredProducts: FeaturedProduct[] = [
  {
    id: 'p1',
    href: '/product/1',
    name: 'Zirconia Crown',
    priceText: '$396.84',
    imageUrl: sampleImage('Crown'),
  },
  {
    id: 'p2',
    href: '/product/2',
    name: 'Emax Veneer Set',
    priceText: '$528.10',
    imageUrl: sampleImage('Veneer'),
  },
  {
    id: 'p3',
    href: '/product/3',
    name: 'Three-Unit Bridge',
    priceText: '$742.55',
    imageUrl: sampleImage('Bridge'),
  },
  {
    id: 'p4',
    href: '/product/4',
    name: 'Implant Zirconia Crown',
    priceText: '$928.41',
    imageUrl: sampleImage('Implant'),
  },
];

export const socialLinks: SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/interdentallab' },
  { network: 'instagram', href: 'https://www.instagram.com/interdentallab' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/interdentallab' },
  { network: 'x', href: 'https://x.com/interdentallab' },
];

export const contactDetails = {
  phone: '+1 (305) 555-0142',
  email: 'info@interdentallab.com',
  address: '1200 Brickell Avenue, Miami, FL 33131',
};
