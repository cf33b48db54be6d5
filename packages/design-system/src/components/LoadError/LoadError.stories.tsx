import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadError } from './LoadError';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/LoadError',
  component: LoadError,
  parameters: {
    ...docsPage({
      usage: {
        use: 'What a list, table, card or page shows in place of its data when loading it failed: the reason in the error colour, announced to screen readers, and a button that loads it again. The product grid and page, related products, the wishlist, every admin table and the dashboard use it.',
        do: [
          'Put it where the data would have been, inside the block’s heading, so the rest of the page keeps working.',
          'Pass `onRetry` whenever loading again can help; leave it out only when it cannot.',
          'Use `compact` inside the admin’s tables and dashboard cards (a small Try Again), `retryLabel="Try Again"` for a whole admin page, and the default Retry on the shop’s pages.',
        ],
        dont: [
          'Don’t show a failed load as an empty list (“No orders yet”): the visitor would believe it.',
          'Don’t use it for a refused action (a form the server turned down): that error belongs beside the form.',
        ],
        content: [
          'Say what could not be loaded, as a sentence with a full stop: We could not load your wishlist.',
          'The server’s own message may be shown when it is written for people.',
          'The button is Retry or Try Again, in title case as every button.',
        ],
      },
    }),
  },
  args: { message: 'We could not load your wishlist.', onRetry: fn() },
  argTypes: {
    ...textProps('message'),
    retryLabel: { control: 'inline-radio', options: ['Retry', 'Try Again'] },
    onRetry: { control: false },
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your wishlist.');
  },
};

export const AdminTable: Story = {
  args: { message: 'Orders could not be loaded.', compact: true },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const RetryLoadsAgain: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
