import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { InlineOverlays } from '../storybook/InlineOverlays';
import { Select } from './Select';
import { expectVisible } from '../storybook/expectVisible';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Category',
    onSelectionChange: fn(),
    options: [
      { id: 'crowns', label: 'Crowns' },
      { id: 'bridges', label: 'Bridges' },
      { id: 'veneers', label: 'Veneers' },
      { id: 'implants', label: 'Implant parts', isDisabled: true },
    ],
  },
  decorators: [
    (Story) => (
      <InlineOverlays>
        <div style={{ maxWidth: 320 }}>{Story()}</div>
      </InlineOverlays>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await expectVisible(await screen.findByRole('listbox'));
    await userEvent.click(screen.getByRole('option', { name: 'Bridges' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('bridges');
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent('Bridges');
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await expect(await screen.findByRole('option', { name: 'Implant parts' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'veneers' } };

export const Error: Story = { args: { errorMessage: 'Please fill all the fields' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'crowns' } };
