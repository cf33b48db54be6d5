import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { warrantyCases } from '../marketing.fixtures';
import { CommonConcerns } from './CommonConcerns';

const meta = {
  title: 'Marketing/CommonConcerns',
  component: CommonConcerns,
  parameters: { layout: 'fullscreen' },
  args: { cases: warrantyCases },
} satisfies Meta<typeof CommonConcerns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chipped crown' })).toBeVisible();
    await expect(canvas.getAllByText('Free remake or replacement')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    cases: [
      {
        id: 'custom',
        label: 'A fractured implant-supported bridge after an accident during sports',
        remedy: 'Reviewed by the lab together with your dentist and the warranty partner',
      },
      ...warrantyCases.slice(1),
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
