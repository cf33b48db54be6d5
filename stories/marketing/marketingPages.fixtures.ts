/**
 * Page-story data: plans, prices, service types and warranty cases come from the ONE source,
 * the api-contract's warranty-plans.ts; the rest is static sample content.
 */
import {
  doctorPlanBenefits,
  doctorPlans,
  doctorReferralPlan,
  doctorServiceTypes,
  patientPlans,
  warrantyCases,
} from '@idl/api-contract';
import { tokens } from '@idl/design-system';

export {
  doctorPlanBenefits,
  doctorPlans,
  doctorReferralPlan,
  doctorServiceTypes,
  patientPlans,
  warrantyCases,
};

/** The monthly pricing plans ($175, $275, $475); the trial is on the enrollment card. */
export const pricingPlans = doctorPlans.filter((plan) => plan.monthlyChargeCents > 0);

/** A flat local SVG picture (no network, stable screenshots). */
export function sampleImage(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${tokens.color.brandSoft}"/><circle cx="160" cy="110" r="52" fill="${tokens.color.surface}"/><text x="160" y="205" font-family="sans-serif" font-size="18" text-anchor="middle" fill="${tokens.color.brandStrong}">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const featuredProducts = [
  { id: 'p1', name: 'Zirconia Crown', priceText: '$396.84', imageUrl: sampleImage('Crown') },
  { id: 'p2', name: 'Emax Veneer Set', priceText: '$528.10', imageUrl: sampleImage('Veneer') },
  { id: 'p3', name: 'Three-Unit Bridge', priceText: '$742.55', imageUrl: sampleImage('Bridge') },
  { id: 'p4', name: 'Implant Zirconia Crown', priceText: '$928.41', imageUrl: sampleImage('Implant') },
];

export const contactDetails = {
  phone: '+1 (305) 555-0142',
  email: 'info@interdentallab.com',
  address: '1200 Brickell Avenue, Miami, FL 33131',
  socialLinks: [
    { network: 'facebook', href: 'https://www.facebook.com/interdentallab' },
    { network: 'instagram', href: 'https://www.instagram.com/interdentallab' },
    { network: 'linkedin', href: 'https://www.linkedin.com/company/interdentallab' },
    { network: 'x', href: 'https://x.com/interdentallab' },
  ] as const,
};
