import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../Icon';
import { IconButton, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Cart', children: <Icon name="cart" />, onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
