import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { enrollment } from '../warranty.fixtures';
import { EnrollmentSummary } from './EnrollmentSummary';

const meta = {
  title: 'Warranty/EnrollmentSummary',
  component: EnrollmentSummary,
  args: { enrollment, onDownloadContract: fn(), claimHref: '/warranty/claim' },
} satisfies Meta<typeof EnrollmentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('PW-7K3M9Q')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Dues schedule' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download contract' }));
    await expect(args.onDownloadContract).toHaveBeenCalledOnce();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparing contract...' })).toBeDisabled();
  },
};

export const NoDuesNoClaims: Story = {
  args: { enrollment: { ...enrollment, dues: [], claims: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No claims filed.')).toBeVisible();
  },
};

export const Office: Story = {
  args: {
    enrollment: {
      ...enrollment,
      kind: 'office',
      reference: 'DO-4F8T2P',
      companyName: 'Brickell Family Dentistry',
      lastName: null,
      planTitle: 'Silver',
      termMonths: 12,
      claims: [],
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
