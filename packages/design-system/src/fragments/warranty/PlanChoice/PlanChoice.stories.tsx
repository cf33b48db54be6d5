import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlanChoice } from './PlanChoice';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/PlanChoice',
  component: PlanChoice,
  argTypes: { ...fixtureData('options'), ...textProps('footer', 'value') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Plans as a row of cards of which one can be chosen: a radio group (arrow keys move, the chosen card is marked Selected). PatientPlans and DoctorPricingPlans are built on it; the web app does not use it directly.',
        do: [
          'Give it a `label` that names the choice (Choose Your Plan); hide it with `hideLabel` only when a heading above already says it.',
          'Control it with `value` and `onChange` when the page uses the choice elsewhere, as the plan cards prefill the registration forms.',
          'Keep a plan that is announced but not open in the row with `isDisabled`.',
        ],
        dont: [
          'Don’t use it for the plan field inside a form: the registration forms use a radio group (patients) or a select (offices).',
          'Don’t use it for cards with nothing to choose: use plain cards, as WhyUs and DoctorEnrollmentPlans do.',
        ],
        content: [
          'Card titles are the plans’ titles as the data writes them, in capitals: 3 YEAR PLAN, SILVER.',
          'The price line reads $15.00 / month; the detail line adds the fee and term ($99.00 enrolment fee · 36 months).',
          'An error says what to choose: Choose the 3, 6 or 9 year plan.',
        ],
      },
    }),
  },
  args: {
    label: 'Choose Your Plan',
    onChange: fn(),
    options: [
      { id: 'a', title: 'BASIC', price: '$10.00 / month', detail: '12 months', lines: ['One thing'] },
      { id: 'b', title: 'PLUS', price: '$20.00 / month', detail: '24 months', lines: ['Two things'] },
      { id: 'c', title: 'SOON', price: '$30.00 / month', isDisabled: true },
    ],
  },
} satisfies Meta<typeof PlanChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = {
  args: { defaultValue: 'b' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /PLUS/ })).toBeChecked();
  },
};

/** Clicking a card chooses it and reports its id; a disabled card cannot be chosen. */
export const ChoosingSelects: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('BASIC'));
    await expect(canvas.getByRole('radio', { name: /BASIC/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('a');
    await expect(canvas.getByRole('radio', { name: /SOON/ })).toBeDisabled();
  },
};

export const WithError: Story = { args: { errorMessage: 'Choose a plan' } };
