import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../marketing.fixtures';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Marketing/LandingHero',
  component: LandingHero,
  parameters: { layout: 'fullscreen' },
  args: { imageUrl: sampleImage('Interdental Lab') },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Crafting Smiles with Innovation and Artistry' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/shop');
  },
};

export const WithoutImage: Story = { args: { imageUrl: undefined } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
