import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Account/NotificationSettingsDialog',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The account menu’s Notification Settings: four on/off switches saved together with Save Changes. It edits a copy of `settings`; nothing is saved until the button is pressed.',
        do: [
          'Pass `loadState` while the saved settings are read: loading shows a spinner and disables Save Changes, error an alert with Retry.',
          'Set `busy` while saving (Saving...); on success close it and confirm with a toast, as the app does.',
          'Show a failed save as `errorMessage`: the dialog stays open with the switches as the user left them.',
        ],
        dont: [
          'Don’t tie the four switches to one value as the old page did: each is its own setting.',
          'Don’t save on every switch: all four are saved at once with Save Changes.',
        ],
        content: [
          'Switch labels are the spec’s, word for word: Email Notification, Offers and Promotions, News Letter, Personalized Notification.',
          'The button is Save Changes; while saving it reads Saving...',
          'A load failure is a sentence: Your notification settings could not be loaded.',
        ],
      },
    }),
  },
  component: NotificationSettingsDialog,
  argTypes: { ...fixtureData('settings') },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(),
    settings: {
      emailNotification: true,
      offersAndPromotions: false,
      newsLetter: false,
      personalizedNotification: true,
    },
  },
} satisfies Meta<typeof NotificationSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Notification Settings' });
    await expect(screen.getByRole('switch', { name: 'Email Notification' })).toBeChecked();
    await expect(screen.getByRole('switch', { name: 'News Letter' })).not.toBeChecked();
  },
};

export const TogglesAreIndependent: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Notification Settings' });
    await userEvent.click(screen.getByText('News Letter'));
    await expect(screen.getByRole('switch', { name: 'News Letter' })).toBeChecked();
    // The others keep their own state.
    await expect(screen.getByRole('switch', { name: 'Offers and Promotions' })).not.toBeChecked();
    await expect(screen.getByRole('switch', { name: 'Email Notification' })).toBeChecked();
    await userEvent.click(screen.getByText('Email Notification'));
    await expect(screen.getByRole('switch', { name: 'Email Notification' })).not.toBeChecked();
    await expect(screen.getByRole('switch', { name: 'Personalized Notification' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        emailNotification: false,
        offersAndPromotions: false,
        newsLetter: true,
        personalizedNotification: true,
      }),
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { errorMessage: 'Your settings could not be saved. Please try again.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
  },
};

export const Loading: Story = {
  args: { settings: undefined, loadState: 'loading' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Notification Settings' });
    await expect(screen.getByRole('status')).toHaveTextContent('Loading your settings');
    await expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { settings: undefined, loadState: 'error', onRetry: fn() },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Notification Settings' });
    await expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a 375 px phone: the four switches and Save Changes keep to the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
