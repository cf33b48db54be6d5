import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { doctorPlanBenefits, doctorReferralPlan } from '../marketing.fixtures';
import { DoctorEnrollmentPlans } from './DoctorEnrollmentPlans';

const meta = {
  title: 'Marketing/DoctorEnrollmentPlans',
  component: DoctorEnrollmentPlans,
  parameters: { layout: 'fullscreen' },
  args: { benefits: doctorPlanBenefits, referralPlan: doctorReferralPlan },
} satisfies Meta<typeof DoctorEnrollmentPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming Soon!')).toBeVisible();
    await expect(canvas.getByText('$125.00')).toBeVisible();
    await expect(canvas.getByText('50-70% discount on lab fees')).toBeVisible();
  },
};

export const ReferralOpen: Story = {
  args: { referralPlan: { ...doctorReferralPlan, comingSoon: false } },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
