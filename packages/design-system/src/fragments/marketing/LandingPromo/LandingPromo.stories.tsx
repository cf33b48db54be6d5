import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../marketing.fixtures';
import { LandingPromo, landingPromoTones } from './LandingPromo';

const meta = {
  title: 'Marketing/LandingPromo',
  component: LandingPromo,
  parameters: { layout: 'fullscreen' },
  argTypes: { tone: { control: 'inline-radio', options: landingPromoTones } },
  args: {
    title: 'For patients',
    text: 'Protect your crowns, bridges and veneers with an extended warranty paid monthly.',
    points: ['3, 6 or 9 year plans', 'Free remake or replacement for chipped and loose crowns'],
    link: { label: 'See patient plans', href: '/patient' },
    imageUrl: sampleImage('Patients'),
  },
} satisfies Meta<typeof LandingPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See patient plans' })).toHaveAttribute('href', '/patient');
  },
};

export const BrandTone: Story = {
  args: {
    tone: 'brand',
    title: 'Extended warranty',
    text: 'Chipped, loose or displaced crown? File a claim with your dentist.',
    points: [],
    imageUrl: undefined,
    link: { label: 'Check my warranty', href: '/warranty' },
  },
};

export const LongText: Story = {
  args: {
    title: 'For doctors and dentist offices who want a reliable laboratory partner for many years',
    text: 'A much longer introduction that wraps over several lines. '.repeat(6),
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
