import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button';
import { AccountRequiredModal, type AccountRequiredModalProps } from './AccountRequiredModal';
import { docsPage } from '../../../components/storybook/usage';

/** Keeps the open state so Cancel and Escape really close it; the button opens it again. */
function Stateful(props: AccountRequiredModalProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open Cart</Button>
      <AccountRequiredModal
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/AccountRequiredModal',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'Tells a visitor who is not signed in that what they pressed needs an account: the header’s cart, wishlist or notifications, a wishlist heart, Add to Cart or Buy Now. Cancel closes it; Create Account goes to sign-up.',
        do: [
          'Open it through the app’s `requireAccount()`, which opens it only when nobody is signed in.',
          'On Create Account, close it and go to sign-up with the current page as the way back, as the app does.',
          'Let Cancel, Escape, the X and a click outside close it (`onOpenChange(false)`).',
        ],
        dont: [
          'Don’t use it for a signed-in account an admin deactivated: that is AccountDeactivatedModal.',
          'Don’t use it to guard whole pages such as /orders or /wishlist: those pages show their own Log in link.',
        ],
        content: [
          'The message is the spec’s, word for word and without a full stop: Please log in or register to proceed further',
          'The buttons are the spec’s Cancel and Create Account; the title is Account Required.',
        ],
      },
    }),
  },
  component: AccountRequiredModal,
  args: { isOpen: true, onOpenChange: fn(), onCreateAccount: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AccountRequiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Account Required' });
    await expect(dialog).toHaveTextContent('Please log in or register to proceed further');
  },
};

export const CreateAccount: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async (context) => {
    // What Default checks, then the interaction.
    await Default.play?.(context);
    const { args } = context;
    const dialog = screen.getByRole('dialog', { name: 'Account Required' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
  },
};

export const FocusTrapAndEscape: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Account Required' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Cancel: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCreateAccount).not.toHaveBeenCalled();
  },
};

/** On a 375 px phone: the dialog keeps to the screen's width and its message wraps. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
