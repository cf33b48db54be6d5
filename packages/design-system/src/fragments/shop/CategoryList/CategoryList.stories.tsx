import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCategories } from '../shop.fixtures';
import { CategoryList } from './CategoryList';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Shop/CategoryList',
  component: CategoryList,
  argTypes: { ...fixtureData('categories') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The /categories page body: the heading Categories and each top-level category with its sub-categories under it, each a link to the shop filtered by that category (its sub-categories included).',
        do: [
          'Pass the categories as the API lists them (flat, with `parentCategoryId`): the list builds the tree.',
          'Link to the filtered shop (`getCategoryHref`, /shop?categoryId={id} by default); show loading and errors around it, as the app’s route does.',
        ],
        dont: [
          'Don’t use it to filter the shop page: ShopFilters has the same tree as its Categories choice.',
          'Don’t use it for the header’s Categories menu: that is part of CustomerHeader.',
        ],
        content: [
          'Category names are shown as the catalogue sends them.',
          'The empty text is a sentence: No categories yet.',
        ],
      },
    }),
  },
  args: { categories: sampleCategories },
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const lab = canvas.getByRole('link', { name: 'Lab Services' });
    await expect(lab).toHaveAttribute('href', '/shop?categoryId=3');
    const group = within(lab.closest('li') as HTMLElement);
    await expect(group.getByRole('link', { name: 'Crowns' })).toHaveAttribute('href', '/shop?categoryId=4');
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No categories yet.')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
