import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';
import { docsPage } from '../storybook/usage';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A spinning ring for a short wait, with its label in a polite live status for screen readers: a page on its way, the session being checked, a dialog’s settings loading.',
        do: [
          'Say what is loading in `label` (Loading your settings); the default is just Loading.',
          'Use `showLabel` when the spinner stands alone in a page or dialog, as the customer pages and account dialogs do.',
        ],
        dont: [
          'Don’t put a spinner in a button: give the Button `busy` and a `busyLabel`.',
          'Don’t use it where the layout of what comes is known (a grid, a list): use Skeleton.',
        ],
        content: [
          'The label is a verb in -ing and what it works on, in sentence case without a full stop: Loading products, Checking your session.',
          'The user’s own data is “your”: Loading your devices.',
        ],
      },
    }),
  },
  args: { label: 'Loading products' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};

export const WithLabel: Story = { args: { showLabel: true } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };
