import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Section } from './Section';

const meta = {
  title: 'Components/Section',
  component: Section,
  args: {
    title: 'Your Orders',
    children: 'Zirconia crown x 2, Emax veneer x 1',
    onExpandedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Your Orders' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Zirconia crown x 2, Emax veneer x 1')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Collapsed: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true, title: 'Payment Method' } };

export const Disabled: Story = { args: { isDisabled: true } };
