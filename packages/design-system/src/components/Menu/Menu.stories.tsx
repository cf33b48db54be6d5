import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { InlineOverlays } from '../storybook/InlineOverlays';
import { Menu } from './Menu';
import { docsPage } from '../storybook/usage';
import { fixtureData, textProps } from '../storybook/controls';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  argTypes: { ...fixtureData('items'), ...textProps('label') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A button that opens a list of actions or links, built on react-aria’s Menu: the account menus, the header’s category dropdown, the Brands and Categories menus, and a table row’s actions.',
        do: [
          'Give an item `href` when it goes to a page (My Orders, a brand’s shop link); handle the others in `onAction`.',
          'Group items with a separator, as the account menu does before Sign Out.',
          'Give the trigger an `aria-label` when its label is an icon or needs context (Actions for {user}, Category: All Categories); hide the chevron of an icon trigger with `showChevron={false}`.',
          'Use `align="end"` for a trigger at the right end of a row, so the list opens leftwards and stays inside.',
        ],
        dont: [
          'Don’t use it to pick a value in a form: it keeps no choice. Use Select, or RadioGroup for a few visible options.',
          'Don’t use it for a choice that stays marked, like the admin orders’ Filter: that one is react-aria’s single-selection menu.',
        ],
        content: [
          'Items are in Title Case and say what happens or where they go: Profile, My Orders, Change Password, Sign Out.',
          'Items the specification names stay as written: Profile, My Orders, Notification Settings, Change Password, Sign Out.',
          'An item that acts on something names it: Deactivate User, not Deactivate.',
        ],
      },
    }),
  },
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
