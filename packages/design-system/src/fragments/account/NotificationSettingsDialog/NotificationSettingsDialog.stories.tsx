import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';
import { ownFrameInDocs } from '../../../components/storybook/ownFrameInDocs';

const meta = {
  title: 'Account/NotificationSettingsDialog',
  parameters: ownFrameInDocs(),
  component: NotificationSettingsDialog,
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
