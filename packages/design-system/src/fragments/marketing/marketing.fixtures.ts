/**
 * Sample data for the marketing stories: a copy of the values in
 * packages/api-contract/src/warranty-plans.ts (the design system may not import the contract;
 * the page stories in /stories/marketing use the contract's own data).
 */
import { tokens } from '../../theme/tokens';
import type { WarrantyCase } from '../warranty/shared/types';
import type { FeaturedProduct } from './FeaturedProducts';
import type { SocialLink } from './ContactDetails';

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
