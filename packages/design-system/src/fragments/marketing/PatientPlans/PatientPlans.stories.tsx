import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { patientPlans } from '../marketing.fixtures';
import { PatientPlans } from './PatientPlans';

const meta = {
  title: 'Marketing/PatientPlans',
  component: PatientPlans,
  parameters: { layout: 'fullscreen' },
  args: { plans: patientPlans, onSelectPlan: fn() },
} satisfies Meta<typeof PatientPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText('9 YEAR PLAN')).toBeVisible();
  },
};

/** Choosing the 6 year card selects it and reports '6-year'. */
export const ChoosingAPlanSelectsIt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('6 YEAR PLAN'));
    await expect(canvas.getByRole('radio', { name: /6 YEAR PLAN/ })).toBeChecked();
    await expect(args.onSelectPlan).toHaveBeenCalledWith('6-year');
  },
};

export const Selected: Story = { args: { selectedPlanId: '9-year' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
