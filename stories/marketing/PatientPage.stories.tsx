import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CommonConcerns,
  ContactSection,
  FormBand,
  GetStartedSteps,
  PageIntro,
  PatientPlans,
  PatientRegistrationForm,
} from '@idl/design-system';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { contactDetails, patientPlans, warrantyCases } from './marketingPages.fixtures';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** /patient: intro, yearly plans, common concerns, get-started steps, registration, contact. */
function PatientPage() {
  const [plan, setPlan] = useState<string | null>(null);
  return (
    <MarketingPageFrame currentPath="/patient">
      <PageIntro
        title="Extended warranty for patients"
        text="Together with our warranty partner we cover your crowns, bridges and veneers for 3, 6 or 9 years, paid monthly on the day you choose."
      />
      <PatientPlans plans={patientPlans} selectedPlanId={plan} onSelectPlan={setPlan} />
      <CommonConcerns cases={warrantyCases} />
      <GetStartedSteps />
      <FormBand title="Register for the warranty">
        {/* key: choosing a card above restarts the form with that plan */}
        <PatientRegistrationForm
          key={plan ?? 'none'}
          plans={patientPlans}
          onSubmit={fn()}
          initialValues={{ plan: plan ?? '' }}
        />
      </FormBand>
      <ContactSection form={{ onSubmit: fn() }} details={contactDetails} />
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/Patient',
  component: PatientPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/patient',
      about:
        'Patients learn about the extended warranty for their crowns, bridges and veneers and register for it here. The story shows the intro, the 3, 6 and 9 year plans, common concerns, the get-started steps, the registration form and the contact section; choosing a plan card starts the form with that plan, as the desktop story does with the 9 year plan. Shown on a desktop and on a phone.',
    }),
  },
} satisfies Meta<typeof PatientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing the 9 year card selects it and the registration form starts with 9 years. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('9 YEAR PLAN'));
    await expect(canvas.getByRole('radio', { name: /9 YEAR PLAN/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '9 years' })).toBeChecked();
  },
};

export const Phone: Story = { globals: phone };
