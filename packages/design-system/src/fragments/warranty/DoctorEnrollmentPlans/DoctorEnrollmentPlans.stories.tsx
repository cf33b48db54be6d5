import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { doctorPlanBenefits, doctorReferralPlan } from '../warranty.fixtures';
import { DoctorEnrollmentPlans } from './DoctorEnrollmentPlans';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/DoctorEnrollmentPlans',
  component: DoctorEnrollmentPlans,
  argTypes: { ...fixtureData('benefits', 'referralPlan', 'tiers') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The doctor page’s Enrolment plans: the standard plan’s tiers with what every tier includes, beside the referral plan, marked Coming Soon! while it is not open.',
        do: [
          'Pass `benefits` and `referralPlan` from the contract’s warranty-plans data, as the doctor page does.',
          'Leave `tiers` unset to show the specification’s tiers: Trial (3 months, 10 patients per month), Silver (20), Gold (unlimited).',
          'Set the referral plan’s `comingSoon` to false only once offices can take it.',
        ],
        dont: [
          'Don’t use it to choose a plan: nothing here can be chosen; offices choose on DoctorPricingPlans and in the registration form.',
          'Don’t repeat the monthly prices here: they are on the pricing cards below.',
        ],
        content: [
          'Coming Soon! stays word for word, as the specification quotes it.',
          'The referral price reads $125.00 per month, with its note (Cancel anytime).',
          'Benefits are short phrases from the data: 50-70% discount on lab fees, Implant parts excluded.',
        ],
      },
    }),
  },
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
