import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhyUs } from './WhyUs';

const meta = {
  title: 'Marketing/WhyUs',
  component: WhyUs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhyUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const title of ['Encourage feedback', 'Quality services', 'Products support']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    reasons: [
      {
        title: 'Encourage feedback from every dentist, assistant and patient we work with',
        text: 'A long explanation that wraps over several lines so the cards must grow together and keep their text readable without overflowing the card edges at any width.',
      },
      { title: 'Quality services', text: 'Short.' },
      { title: 'Products support', text: 'Short too.' },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
