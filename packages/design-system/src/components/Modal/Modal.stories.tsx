import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';
import { docsPage } from '../storybook/usage';
import { fixtureData, textProps } from '../storybook/controls';

/** Keeps the open state so Escape and the buttons really close the dialog. */
function Stateful(props: ModalProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open Dialog</Button>
      <Modal
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
  title: 'Components/Modal',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'A centred dialog over a dimmed page, built on react-aria: focus stays inside, the page behind does not scroll, and focus returns to the trigger on close. Forms and messages such as Add Category, Notification Settings, Account Required and the rating dialog use it.',
        do: [
          'Give it a `title`: it is the dialog’s heading and its name for screen readers.',
          'Put its buttons in `actions`, the main one last; use the form `(close) => …` for a button that only closes.',
          'Set `isDismissable={false}` with `role="alertdialog"` for a dialog that must be answered, like Account Deactivated.',
          'Submit a form inside it from a Button in `actions` with `type="submit"` and `form` set to the form’s id.',
        ],
        dont: [
          'Don’t build a yes-or-no confirmation with it: use ConfirmDialog.',
          'Don’t use it for a passing notice: use a toast.',
        ],
        content: [
          'The title is in Title Case, as the specification names its dialogs: Account Required, Notification Settings, Password Reset.',
          'Messages the specification quotes stay word for word: Please log in or register to proceed further.',
          'Buttons say what they do (Create Account, Save Changes); Cancel backs out.',
        ],
      },
    }),
  },
  component: Modal,
  argTypes: { ...fixtureData('actions'), ...textProps('children', 'title') },
  args: {
    title: 'Account Required',
    children: 'Please log in or register to proceed further',
    isOpen: true,
    onOpenChange: fn(),
    actions: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Create Account</Button>
      </>
    ),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FocusTrapAndEscape: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Account Required' });
    // Tabbing past the last button wraps to the first control inside the dialog.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: {
    title: 'Account Deactivated',
    children: 'Your Account is deactivated by the admin. Contact admin to active your account.',
    isDismissable: false,
    role: 'alertdialog',
    actions: (close: () => void) => <Button onPress={close}>Back to Log in</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Deactivated' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'Why Choose Interdental Lab for Your Crowns, Bridges and Veneers',
    children:
      'We are a full-service prosthetic dental laboratory in Miami, Florida. Every case is made by certified technicians from zirconia or Emax, checked twice before shipping, and covered by our extended-warranty programme: chipped, loose or displaced crowns are remade free of charge.',
  },
};
