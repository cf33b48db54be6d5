import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCategories } from '../shop.fixtures';
import { CategoryList } from './CategoryList';

const meta = {
  title: 'Shop/CategoryList',
  component: CategoryList,
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
