import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GetStartedSteps } from './GetStartedSteps';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/GetStartedSteps',
  component: GetStartedSteps,
  argTypes: { ...fixtureData('steps') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'How to get started: numbered steps on a brand band. By default the patient’s six warranty steps, from registering to downloading the contract; the doctor page passes its own five as How offices enrol.',
        do: [
          'Leave `steps` unset on the patient page; pass `title` and `steps` for another audience, as the doctor page does.',
          'List the steps in the order they happen: the list is numbered.',
          'Give every step its own title: the titles key the list.',
        ],
        dont: [
          'Don’t use it for reasons or features in no order: WhyUs shows those as cards.',
          'Don’t put the form in a step: each text is one sentence; the registration form follows in its own band.',
        ],
        content: [
          'A step title is a short verb phrase or the stage’s name, in sentence case: Register, Check your e-mail, Monthly dues.',
          'Each text is one sentence to the reader as “you”, ending with a full stop.',
          'Say what the reader gets and when: You receive an e-mail with your reference number.',
        ],
      },
    }),
  },
} satisfies Meta<typeof GetStartedSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('You receive an e-mail with your reference number.')).toBeVisible();
  },
};

export const DoctorFlow: Story = {
  args: {
    title: 'How offices enrol',
    steps: [
      { title: 'Register your office', text: 'Give us your office information.' },
      { title: 'Accept the terms', text: 'Read and accept the program terms.' },
      { title: 'Choose a plan', text: 'Start with the trial or a monthly plan.' },
      { title: 'Pay', text: 'Pay the enrolment fee and the first month.' },
      { title: 'Get your reference', text: 'Receive your office-specific reference number.' },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
