import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dues } from '../warranty.fixtures';
import { DuesTable } from './DuesTable';

const meta = {
  title: 'Warranty/DuesTable',
  component: DuesTable,
  args: { dues },
} satisfies Meta<typeof DuesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Paid')).toHaveLength(2);
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText('$199.00')).toBeVisible();
  },
};

export const WithRecordPayment: Story = {
  args: { onRecordPayment: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment: March 15, 2026' }));
    await expect(args.onRecordPayment).toHaveBeenCalledWith(3);
  },
};

export const Recording: Story = { args: { onRecordPayment: fn(), recordingDueId: 3 } };

export const Empty: Story = { args: { dues: [] } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
