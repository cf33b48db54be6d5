import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'In Stock', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Critical: Story = { args: { children: 'Out of Stock', tone: 'critical' } };
