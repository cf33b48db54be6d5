import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A small coloured pill that labels a status: a product’s stock, an order’s status, an account’s state. It is plain text in a span, with nothing to press.',
        do: [
          'Choose the `tone` for what the status means, as the screens do: success for In Stock and Active, critical for Out of Stock and Inactive, warning for Only 3 left.',
          'Map each status to its tone in one table (like the orders’ `orderStatusTones`) rather than choosing per cell.',
          'Let the words carry the meaning: the colour is not read out to screen readers.',
        ],
        dont: [
          'Don’t make a badge something to press: it is a plain span. Use a Button, as the order lines’ Leave Review and View Review are.',
          'Don’t use it for a number on an icon (cart, notifications): that is IconButton’s `count`.',
        ],
        content: [
          'One to three words: the pill does not wrap.',
          'Status values read as the specification names them: Pending, In Progress, Shipped, Completed.',
          'Texts the specification quotes stay word for word: Coming Soon!',
        ],
      },
    }),
  },
  args: { children: 'In Stock', tone: 'success' },
  argTypes: { ...textProps('children'), tone: { control: 'inline-radio', options: badgeTones } },
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
