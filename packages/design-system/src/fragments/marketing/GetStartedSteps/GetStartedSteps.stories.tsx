import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GetStartedSteps } from './GetStartedSteps';

const meta = {
  title: 'Marketing/GetStartedSteps',
  component: GetStartedSteps,
  parameters: { layout: 'fullscreen' },
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
    title: 'How offices enroll',
    steps: [
      { title: 'Register your office', text: 'Give us your office information.' },
      { title: 'Accept the terms', text: 'Read and accept the program terms.' },
      { title: 'Choose a plan', text: 'Start with the trial or a monthly plan.' },
      { title: 'Pay', text: 'Pay the enrollment fee and the first month.' },
      { title: 'Get your reference', text: 'Receive your office-specific reference number.' },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
