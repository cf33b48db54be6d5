import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../Icon';
import { IconButton, iconButtonVariants } from './IconButton';
import { docsPage } from '../storybook/usage';
import { fixtureData } from '../storybook/controls';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A round button that shows only an icon, built on react-aria’s Button, with an optional count bubble: the headers’ Cart, Wishlist, Notifications and Menu buttons, and Remove or quantity buttons on list lines.',
        do: [
          'Always give a `label` saying what it does or opens: it is the button’s only name for screen readers.',
          'Pass `count` for what is waiting (cart items, unread notifications): the name becomes Cart, 3 items, and above `maxCount` (99) the bubble shows 99+.',
          'Report a state with `aria-pressed` for a toggle (the wishlist heart) and `aria-expanded` with `aria-controls` for a menu toggle.',
          'Name a button on a list line after its line: Remove {product name}, Increase quantity of {product name}.',
        ],
        dont: [
          'Don’t use it when a word fits: a Button with text is clearer (Add to Cart, Checkout).',
          'Don’t put the count in the `label`: pass `count`, which adds it to the name.',
        ],
        content: [
          'The label is a short noun for what it opens (Cart, Wishlist, Notifications, Menu) or a verb and its object for an action (Save {product name} to wishlist).',
          'Name the action, not the icon: Cart, not Cart icon.',
        ],
      },
    }),
  },
  args: { label: 'Cart', children: <Icon name="cart" />, onPress: fn() },
  argTypes: { ...fixtureData('children'), variant: { control: 'inline-radio', options: iconButtonVariants } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeEnabled();
  },
};

export const PressCallsOnPress: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WithCount: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

export const ManyItems: Story = { args: { count: 140 } };

export const Primary: Story = {
  args: { variant: 'primary', label: 'Wishlist', children: <Icon name="heart" /> },
};

export const Disabled: Story = { args: { disabled: true } };
