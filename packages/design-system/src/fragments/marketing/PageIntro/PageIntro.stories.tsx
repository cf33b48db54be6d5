import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageIntro } from './PageIntro';

const meta = {
  title: 'Marketing/PageIntro',
  component: PageIntro,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Extended warranty for patients',
    text: 'Keep your smile covered for 3, 6 or 9 years with a small monthly charge.',
  },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Extended warranty for patients',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Extended warranty for the crowns, bridges, veneers and implant crowns of our patients',
    text: 'A long lead paragraph that wraps over several lines. '.repeat(5),
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
