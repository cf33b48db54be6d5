import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emptyDashboard, sampleDashboard } from '../dashboard.fixtures';
import { AdminDashboard } from './AdminDashboard';

const meta = {
  title: 'Admin/Dashboard/AdminDashboard',
  component: AdminDashboard,
  args: { data: sampleDashboard, onRangeChange: fn(), onOrderOpen: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sale Summary' })).toBeVisible();
    await canvas.findAllByRole('img', { name: /revenue/ });
    await expect(canvas.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Out Of Stock' }));
    await expect(canvas.getByRole('link', { name: 'Tongue Cleaner Stainless' })).toBeVisible();
  },
};

export const Loading: Story = { args: { data: undefined, isLoading: true } };

export const Empty: Story = {
  args: { data: emptyDashboard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.getAllByText('No sales in this period yet.')).toHaveLength(2);
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'The dashboard could not be loaded. Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('img', { name: /revenue/ });
  },
};
