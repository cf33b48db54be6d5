import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutIntro, ContactSection, FeaturedProducts, LandingHero, LandingPromo } from '@idl/design-system';
import { expect, fn } from 'storybook/test';
import { contactDetails, featuredProducts, sampleImage } from './marketingPages.fixtures';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The landing page: hero, about, featured products, patients, doctors, warranty, contact. */
function HomePage() {
  return (
    <MarketingPageFrame currentPath="/">
      <LandingHero imageUrl={sampleImage('Interdental Lab')} />
      <AboutIntro imageUrl={sampleImage('Our lab')} />
      <FeaturedProducts products={featuredProducts} onViewAll={fn()} />
      <LandingPromo
        title="For patients"
        text="Protect your crowns, bridges and veneers with an extended warranty paid monthly."
        points={['3, 6 or 9 year plans', 'Free remake or replacement for chipped and loose crowns']}
        link={{ label: 'See Patient Plans', href: '/patient' }}
        imageUrl={sampleImage('Patients')}
      />
      <LandingPromo
        tone="muted"
        title="For doctors"
        text="Enrol your office: 50-70% discount on lab fees with the standard plan, from a free 3 month trial."
        link={{ label: 'See Doctor Plans', href: '/doctor' }}
        imageUrl={sampleImage('Doctors')}
      />
      <LandingPromo
        tone="brand"
        title="Extended warranty"
        text="Chipped, loose or displaced crown? Look up your warranty, check your dues and file a claim with your dentist."
        link={{ label: 'Check My Warranty', href: '/patient' }}
      />
      <ContactSection form={{ onSubmit: fn() }} details={contactDetails} />
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/',
      about:
        'The public landing page for patients, dentists and shoppers: the hero, the lab’s introduction, four featured products with View All, the patient, doctor and extended-warranty teasers, and the contact section. The stories show it with sample products and pictures on a desktop and on a phone.',
    }),
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Crafting Smiles with Innovation and Artistry' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View All' })).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
