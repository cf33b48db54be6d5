import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longDescription, sampleBrands } from '../shop.fixtures';
import { BrandList } from './BrandList';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Shop/BrandList',
  component: BrandList,
  argTypes: { ...fixtureData('brands') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The /brands page body: the heading Brands and one card per brand (its logo or first letter, name and description), each leading to the shop filtered by that brand.',
        do: [
          'Link each brand to the filtered shop (`getBrandHref`, /shop?brandId={id} by default).',
          'Show loading and load errors around it, as the app’s route does: the list itself only knows the empty state.',
        ],
        dont: [
          'Don’t use it for the header’s Brands menu: that is part of CustomerHeader.',
          'Don’t use it to manage brands: admins do that in the admin catalogue.',
        ],
        content: [
          'Brand names and descriptions are the catalogue’s; a long name or text wraps.',
          'The logo’s alt text is the brand’s name and logo: Curaprox logo.',
          'The empty text is a sentence: No brands yet.',
        ],
      },
    }),
  },
  args: { brands: sampleBrands },
} satisfies Meta<typeof BrandList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Curaprox' })).toHaveAttribute('href', '/shop?brandId=1');
    await expect(canvas.getByRole('img', { name: 'Curaprox logo' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No brands yet.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    brands: [
      {
        ...sampleBrands[0]!,
        name: 'Interdental Lab Prosthetics and Oral Care',
        description: longDescription,
      },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
