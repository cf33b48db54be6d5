import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';
import { docsPage } from '../storybook/usage';
import { fixtureData } from '../storybook/controls';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  argTypes: { ...fixtureData('items') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Tabs that switch between panels in one place, built on react-aria’s Tabs; arrow keys move between tabs. The orders’ status tabs, the users list, the order pages’ Order Detail and Track Order and the dashboard’s product panel use them.',
        do: [
          'Name the tab list with `aria-label` after what the tabs divide: Order status, Account status.',
          'Control it with `selectedKey` and `onSelectionChange` when the screen must know the tab, as the admin orders and users lists do.',
          'Disable a tab that cannot be chosen yet with `isDisabled`.',
        ],
        dont: [
          'Don’t use tabs for steps taken in order: the cart panel shows its steps as a progress list.',
          'Don’t use tabs to go to other pages: use links.',
        ],
        content: [
          'Tab labels are short, in Title Case as the specification names them: Active, Shipped, Completed; Order Detail, Track Order.',
          'Texts the specification quotes stay as written: Best Selling Products, Out Of Stock.',
        ],
      },
    }),
  },
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
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
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
