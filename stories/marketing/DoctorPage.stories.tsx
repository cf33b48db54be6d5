import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DoctorEnrollmentPlans,
  DoctorPricingPlans,
  DoctorRegistrationForm,
  FormBand,
  GetStartedSteps,
  PageIntro,
} from '@idl/design-system';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { doctorPlanBenefits, doctorPlans, doctorReferralPlan, pricingPlans } from './marketingPages.fixtures';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const doctorSteps = [
  { title: 'Register your office', text: 'Give us your office information and license number.' },
  { title: 'Accept the terms', text: 'Read and accept the terms of the program.' },
  { title: 'Choose a plan', text: 'Start with the 3 month trial or a monthly plan.' },
  { title: 'Pay', text: 'Pay the enrolment fee and your first month.' },
  { title: 'Get your reference', text: 'Receive your office-specific reference number by e-mail.' },
];

/** /doctor: intro, enrollment plans, pricing plans, how to enroll, registration form. */
function DoctorPage() {
  const [plan, setPlan] = useState<string | null>(null);
  return (
    <MarketingPageFrame currentPath="/doctor">
      <PageIntro
        title="Partner with Interdental Lab"
        text="Enrol your office in the extended-warranty program and save 50-70% on lab fees (implant parts excluded)."
      />
      <DoctorEnrollmentPlans benefits={doctorPlanBenefits} referralPlan={doctorReferralPlan} />
      <DoctorPricingPlans plans={pricingPlans} selectedPlanId={plan} onSelectPlan={setPlan} />
      <GetStartedSteps title="How offices enrol" steps={doctorSteps} />
      <FormBand title="Register your office">
        <DoctorRegistrationForm
          key={plan ?? 'none'}
          plans={doctorPlans}
          onSubmit={fn()}
          initialValues={{ plan: plan ?? '' }}
          termsHref="#terms"
        />
      </FormBand>
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/Doctor',
  component: DoctorPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/doctor',
      about:
        'Dentist offices learn about the lab’s program for offices and enrol here. The story shows the intro, the enrolment plans (the referral plan marked Coming Soon!), the monthly pricing plans, the steps to enrol and the Register your office form; choosing a pricing plan starts the form with it, as the desktop story does with the $475.00 plan. Shown on a desktop and on a phone.',
    }),
  },
} satisfies Meta<typeof DoctorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('$475.00 / month'));
    await expect(canvas.getByRole('radio', { name: /\$475\.00/ })).toBeChecked();
    await expect(canvas.getByText('Coming Soon!')).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
