import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhyUs } from './WhyUs';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/WhyUs',
  component: WhyUs,
  argTypes: { ...fixtureData('reasons') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'Why choose us: the lab’s three promises as numbered cards. The About Us page shows it under AboutIntro.',
        do: [
          'Leave `reasons` unset to show the three cards the specification names.',
          'Keep to three reasons: the grid is laid out three across on a desktop.',
        ],
        dont: [
          'Don’t use it for steps that happen in order: GetStartedSteps numbers steps; the numbers here only mark the cards.',
          'Don’t put two on one page: its heading has a fixed id (why-us-title).',
        ],
        content: [
          'The card titles are the specification’s: Encourage feedback, Quality services, Products support.',
          'Each text is one or two sentences in the lab’s voice saying what the customer gets (Our technicians answer…).',
          'The heading stays Why choose us.',
        ],
      },
    }),
  },
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
