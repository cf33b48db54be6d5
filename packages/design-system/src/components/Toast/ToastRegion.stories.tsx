import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToaster } from './toaster';
import { expectVisible } from '../storybook/expectVisible';
import { docsPage } from '../storybook/usage';

const meta = {
  title: 'Components/Toast',
  parameters: {
    ...docsPage({
      ownFrame: 360,
      usage: {
        use: 'Short messages at the bottom right that close by themselves after 2 seconds, as the specification sets, in three tones. The app mounts one ToastRegion (react-aria) at its root and calls `toast.success`, `toast.error` or `toast.warning`.',
        do: [
          'Use it to confirm what just happened (Added to Cart !) or to report a failed request that belongs to no field.',
          'Leave `timeout` at its 2 seconds; pass `null` only for a toast the user must close. The timer pauses while the pointer or focus is on a toast.',
          'Make a toaster of its own with `createToaster` only in a story, so its toasts stay in that story.',
        ],
        dont: [
          'Don’t use a toast for a field error: put it under the field with `errorMessage`.',
          'Don’t use it for something the user must decide: use ConfirmDialog.',
        ],
        content: [
          'Texts the specification quotes stay word for word, the space before ! included: Added to Cart !, Added to Wishlist !, Product Removed From Wishlist !',
          'Its typos are written correctly: Category added successfully.',
          'Other toasts are one short sentence saying what happened: Payment details saved.',
        ],
      },
    }),
  },
  component: ToastRegion,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story owns its toaster so toasts never leak from one story into the next.
const defaultToaster = createToaster();
export const Default: Story = {
  render: () => <ToastRegion toaster={defaultToaster} />,
  // The toast is shown the way the app shows it, by calling the toaster, so nothing is pressed.
  play: async () => {
    defaultToaster.success('Added to Cart !', { timeout: null });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expectVisible(within(region).getByText('Added to Cart !'));
  },
};

const pressToaster = createToaster();
export const PressShowsToast: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: () => (
    <>
      <Button onPress={() => pressToaster.success('Added to Cart !', { timeout: null })}>Add to Cart</Button>
      <ToastRegion toaster={pressToaster} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expectVisible(within(region).getByText('Added to Cart !'));
  },
};

const tonesToaster = createToaster();
export const Tones: Story = {
  render: () => <ToastRegion toaster={tonesToaster} />,
  play: async () => {
    tonesToaster.success('Product saved', { timeout: null });
    tonesToaster.error('Please fill all the fields !', { timeout: null });
    tonesToaster.warning('Only 2 left in stock', { timeout: null });
    await screen.findByText('Only 2 left in stock');
  },
};

const closingToaster = createToaster();
export const ClosesByItself: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: () => (
    <>
      <Button onPress={() => closingToaster.success('Removed from Wishlist', { timeout: 300 })}>
        Remove
      </Button>
      <ToastRegion toaster={closingToaster} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expectVisible(await screen.findByText('Removed from Wishlist'));
    await waitFor(() => expect(screen.queryByText('Removed from Wishlist')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

const dismissToaster = createToaster();
export const ClosedByUser: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: () => (
    <>
      <Button onPress={() => dismissToaster.error('Passwords are not same !', { timeout: null })}>
        Sign Up
      </Button>
      <ToastRegion toaster={dismissToaster} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Passwords are not same !');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Passwords are not same !')).not.toBeInTheDocument());
  },
};
