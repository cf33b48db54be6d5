import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { patientPlans } from '../warranty.fixtures';
import { PatientPlans } from './PatientPlans';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/PatientPlans',
  component: PatientPlans,
  argTypes: { ...fixtureData('plans'), ...textProps('selectedPlanId') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The patient page’s Yearly plans: the 3, 6 and 9 year extended-warranty plans as cards to choose from, each with its monthly charge, enrolment fee, term, coverage and exclusions. Choosing one on /patient preselects it in the registration form below.',
        do: [
          'Pass the plans from the contract’s warranty-plans data, so the cards, the dues and the contract agree.',
          'Control it with `selectedPlanId` and `onSelectPlan`, and hand the id to PatientRegistrationForm’s `initialValues`.',
        ],
        dont: [
          'Don’t write prices into a page: every amount comes from the plan’s cents, formatted here.',
          'Don’t use it for dentist offices: their plans are DoctorPricingPlans.',
        ],
        content: [
          'Card titles are the data’s: 3 YEAR PLAN, 6 YEAR PLAN, 9 YEAR PLAN (the specification’s repeated 6 YEAR PLAN on the nine-year card is corrected).',
          'Prices read $15.00 / month, with $99.00 enrolment fee · 36 months under them.',
          'Coverage and exclusions are the data’s own lines: Up to 10 crowns, bridges and veneers; Implant parts are not covered.',
        ],
      },
    }),
  },
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
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('6 YEAR PLAN'));
    await expect(canvas.getByRole('radio', { name: /6 YEAR PLAN/ })).toBeChecked();
    await expect(args.onSelectPlan).toHaveBeenCalledWith('6-year');
  },
};

export const Selected: Story = { args: { selectedPlanId: '9-year' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The first plan with a long title, coverage and exclusions, as an edited plan's could be. */
const longTextPlans = [
  {
    ...patientPlans[0]!,
    title: '3 YEAR PLAN FOR CROWNS, BRIDGES AND VENEERS',
    coverage:
      'Up to 10 crowns, bridges, veneers, inlays and onlays made by Interdental Lab, including remakes after normal wear and breakage',
    exclusions:
      'Implant crowns, implant abutments, screws and other implant parts, and work made by another laboratory are not covered.',
  },
  ...patientPlans.slice(1),
];

/** A long title, coverage and exclusions wrap inside their card; the cards keep one row. */
export const LongText: Story = {
  args: { plans: longTextPlans },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Implant crowns, implant abutments/)).toBeVisible();
  },
};

export const PhoneLongText: Story = {
  ...LongText,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
