import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { InlineOverlays } from '../storybook/InlineOverlays';
import { Menu } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'Jane',
    onAction: fn(),
    items: [
      { id: 'profile', label: 'Profile' },
      { id: 'orders', label: 'My Orders' },
      { id: 'notifications', label: 'Notification Settings' },
      { id: 'password', label: 'Change Password' },
      { id: 'sep', separator: true },
      { id: 'signout', label: 'Sign Out' },
    ],
  },
  decorators: [(Story) => <InlineOverlays>{Story()}</InlineOverlays>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Jane' }));
    const menu = await screen.findByRole('menu');
    await expect(screen.getAllByRole('menuitem')).toHaveLength(5);
    await expect(screen.getByRole('separator')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'My Orders' }));
    await expect(args.onAction).toHaveBeenCalledWith('orders');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // Closing hands focus back to the trigger a frame later; a key pressed before that goes nowhere.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Jane' })).toHaveFocus());
    // Open again by keyboard and leave it open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
  },
};

export const WithDisabledItem: Story = {
  args: {
    label: 'Brands',
    defaultOpen: true,
    items: [
      { id: 'a', label: 'Interdental Pro' },
      { id: 'b', label: 'SmileCare', isDisabled: true },
    ],
  },
};
