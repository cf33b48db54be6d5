import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../marketing.fixtures';
import { LandingPromo, landingPromoTones } from './LandingPromo';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/LandingPromo',
  component: LandingPromo,
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'A landing-page band that points one audience to its page: a heading, a sentence or two, optional selling points and one link. The landing page shows three: For patients, For doctors and Extended warranty.',
        do: [
          'Vary `tone` (plain, muted, brand) so neighbouring bands stand apart, as the landing page does.',
          'Keep `points` to a few short phrases; leave them out when the text says enough.',
          'Make the link say where it leads, in Title Case: See Patient Plans, See Doctor Plans, Check My Warranty.',
        ],
        dont: [
          'Don’t use it to open a page: LandingHero (landing) and PageIntro (other pages) carry the h1.',
          'Don’t give it a second call to action or a form: it has one link; a form goes in its own section.',
        ],
        content: [
          'The heading names the audience in sentence case: For patients, For doctors.',
          'Figures agree with the plans data: 3, 6 or 9 year plans, 50-70% discount on lab fees, a free 3 month trial.',
          'Points are phrases without a full stop: Free remake or replacement for chipped and loose crowns.',
        ],
      },
    }),
  },
  argTypes: {
    ...fixtureData('link', 'points'),
    tone: { control: 'inline-radio', options: landingPromoTones },
  },
  args: {
    title: 'For patients',
    text: 'Protect your crowns, bridges and veneers with an extended warranty paid monthly.',
    points: ['3, 6 or 9 year plans', 'Free remake or replacement for chipped and loose crowns'],
    link: { label: 'See Patient Plans', href: '/patient' },
    imageUrl: sampleImage('Patients'),
  },
} satisfies Meta<typeof LandingPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See Patient Plans' })).toHaveAttribute('href', '/patient');
  },
};

export const BrandTone: Story = {
  args: {
    tone: 'brand',
    title: 'Extended warranty',
    text: 'Chipped, loose or displaced crown? File a claim with your dentist.',
    points: [],
    imageUrl: undefined,
    link: { label: 'Check My Warranty', href: '/warranty' },
  },
};

export const LongText: Story = {
  args: {
    title: 'For doctors and dentist offices who want a reliable laboratory partner for many years',
    text: 'A much longer introduction that wraps over several lines. '.repeat(6),
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
