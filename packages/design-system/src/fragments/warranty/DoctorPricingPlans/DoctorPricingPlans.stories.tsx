import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { doctorPlans } from '../warranty.fixtures';
import { DoctorPricingPlans } from './DoctorPricingPlans';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const paidPlans = doctorPlans.filter((plan) => plan.monthlyChargeCents > 0);

const meta = {
  title: 'Marketing/DoctorPricingPlans',
  component: DoctorPricingPlans,
  argTypes: { ...fixtureData('plans'), ...textProps('selectedPlanId') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The doctor page’s Pricing plans: the monthly plans ($175, $275 and $475) as cards to choose from, each with the $125 enrolment fee. Choosing one on /doctor preselects it in the office registration form.',
        do: [
          'Pass the monthly plans only, as the doctor page does (the plans data without the trial).',
          'Control it with `selectedPlanId` and `onSelectPlan`, and hand the id to DoctorRegistrationForm’s `initialValues`.',
        ],
        dont: [
          'Don’t pass the trial: it has no monthly charge or fee, and the lead says every plan is billed monthly; DoctorEnrollmentPlans shows it.',
          'Don’t use it for patients’ plans: use PatientPlans.',
        ],
        content: [
          'Card titles are the plan names in capitals (DIAMOND, SILVER); the specification names both the $275 and the $475 plan Silver, so the price tells them apart.',
          'Prices read $175.00 / month, with plus $125.00 enrolment fee under them.',
          'The lead’s one-time $125 enrolment fee is written in the component: keep it in step with the plans data.',
        ],
      },
    }),
  },
  args: { plans: paidPlans, onSelectPlan: fn() },
} satisfies Meta<typeof DoctorPricingPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const price of ['$175.00 / month', '$275.00 / month', '$475.00 / month']) {
      await expect(canvas.getByText(price)).toBeVisible();
    }
    await expect(canvas.getAllByText('plus $125.00 enrolment fee')).toHaveLength(3);
  },
};

export const ChoosingAPlanSelectsIt: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('$275.00 / month'));
    await expect(canvas.getByRole('radio', { name: /\$275\.00/ })).toBeChecked();
    await expect(args.onSelectPlan).toHaveBeenCalledWith('silver-275');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
