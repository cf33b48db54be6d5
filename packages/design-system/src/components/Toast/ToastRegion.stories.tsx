import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToaster } from './toaster';
import { expectVisible } from '../storybook/expectVisible';
import { ownFrameInDocs } from '../storybook/ownFrameInDocs';

const meta = {
  title: 'Components/Toast',
  parameters: ownFrameInDocs(360),
  component: ToastRegion,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story owns its toaster so toasts never leak from one story into the next.
const defaultToaster = createToaster();
export const Default: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: () => (
    <>
      <Button onPress={() => defaultToaster.success('Added to Cart !', { timeout: null })}>
        Add to Cart
      </Button>
      <ToastRegion toaster={defaultToaster} />
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
