import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../marketing.fixtures';
import { LandingHero } from './LandingHero';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/LandingHero',
  component: LandingHero,
  argTypes: { ...fixtureData('primaryLink', 'secondaryLink', 'services') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The landing page’s opening band: the hero title as the page’s h1, the lab in one sentence, its services and two links (Shop Now to /shop and Extended Warranty to /patient by default). Only the landing page (/) uses it.',
        do: [
          'Keep the primary link on shopping and the secondary on the warranty, as the landing page does.',
          'Leave `services` unset to list the lab’s five: Crowns, Bridges, Implant zirconia, Emax, Veneers.',
          'Treat `imageUrl` as decoration: the picture has empty alt text.',
        ],
        dont: [
          'Don’t use it on other pages: they open with PageIntro.',
          'Don’t add links for other audiences: the LandingPromo bands below point patients, doctors and the warranty to their pages.',
        ],
        content: [
          'The title is the specification’s, word for word: Crafting Smiles with Innovation and Artistry.',
          'Link labels are short, in Title Case, and say where they lead: Shop Now, Extended Warranty.',
          'Services are named as the specification lists them, including Emax and Implant zirconia.',
        ],
      },
    }),
  },
  args: { imageUrl: sampleImage('Interdental Lab') },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Crafting Smiles with Innovation and Artistry' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
  },
};

export const WithoutImage: Story = { args: { imageUrl: undefined } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
