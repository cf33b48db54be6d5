import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { doctorPlans } from '../marketing.fixtures';
import { DoctorPricingPlans } from './DoctorPricingPlans';

const paidPlans = doctorPlans.filter((plan) => plan.monthlyChargeCents > 0);

const meta = {
  title: 'Marketing/DoctorPricingPlans',
  component: DoctorPricingPlans,
  parameters: { layout: 'fullscreen' },
  args: { plans: paidPlans, onSelectPlan: fn() },
} satisfies Meta<typeof DoctorPricingPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const price of ['$175.00 / month', '$275.00 / month', '$475.00 / month']) {
      await expect(canvas.getByText(price)).toBeVisible();
    }
    await expect(canvas.getAllByText('plus $125.00 enrollment fee')).toHaveLength(3);
  },
};

export const ChoosingAPlanSelectsIt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('$275.00 / month'));
    await expect(canvas.getByRole('radio', { name: /\$275\.00/ })).toBeChecked();
    await expect(args.onSelectPlan).toHaveBeenCalledWith('silver-275');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
