import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Order status',
    onSelectionChange: fn(),
    items: [
      { id: 'active', label: 'Active', content: 'Two orders are being prepared.' },
      { id: 'shipped', label: 'Shipped', content: 'One order is on its way.' },
      { id: 'completed', label: 'Completed', content: 'No completed orders yet.' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Switching: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipped' }));
    await expect(canvas.getByRole('tab', { name: 'Shipped' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('One order is on its way.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No completed orders yet.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('completed');
  },
};

export const Disabled: Story = {
  args: {
    items: [
      { id: 'cart', label: 'Cart', content: 'No Products added to Cart' },
      { id: 'checkout', label: 'Checkout', content: 'Checkout', isDisabled: true },
      { id: 'review', label: 'Review', content: 'Review', isDisabled: true },
      { id: 'completion', label: 'Completion', content: 'Completion', isDisabled: true },
    ],
  },
};
