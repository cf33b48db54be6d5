import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { contactMessages } from '../../warranty.fixtures';
import { ContactMessagesList } from './ContactMessagesList';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Warranty/Admin/ContactMessagesList',
  component: ContactMessagesList,
  argTypes: { ...fixtureData('busyMessageId', 'messages') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The admin’s Messages screen at /admin/messages: the messages sent through the contact form, unhandled first and then newest, each with the sender, an e-mail link, the date, a New or Handled badge and Mark as Handled.',
        do: [
          'Pass the page’s messages as the server sends them: the list puts unhandled ones first itself.',
          'Set `busyMessageId` while a message is marked, and confirm with a toast, as the app does (Message marked handled.).',
          'Pass `page`, `pageCount` and `onPageChange` when there is more than one page.',
        ],
        dont: [
          'Don’t review warranty claims in it: they have ClaimReviewList.',
          'Don’t expect to reply in it: the e-mail link opens the mail program; the list only records that a message was handled.',
        ],
        content: [
          'The title is Messages; badges read New and Handled; the button reads Mark as Handled.',
          'The sender is named as typed in the form, first and last name.',
          'Empty, it says No messages yet.',
        ],
      },
    }),
  },
  args: { messages: contactMessages, onMarkHandled: fn() },
} satisfies Meta<typeof ContactMessagesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unhandled messages come first even when an older handled one is listed first. */
export const Default: Story = {
  args: { messages: [...contactMessages].reverse() },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Daniel Reyes');
    await expect(items[2]).toHaveTextContent('Handled');
  },
};

export const MarkHandled: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Handled: message from Aisha Rahman' }));
    await expect(args.onMarkHandled).toHaveBeenCalledWith(2);
  },
};

export const Busy: Story = { args: { busyMessageId: 3 } };

export const Empty: Story = { args: { messages: [] } };

export const Paged: Story = { args: { page: 2, pageCount: 5, onPageChange: fn() } };

export const LongText: Story = {
  args: {
    messages: [
      { ...contactMessages[0]!, message: 'A very long message about a complicated case. '.repeat(20) },
      ...contactMessages.slice(1),
    ],
  },
};

/** On a 375 px phone: each message's sender, e-mail and text wrap within the screen. */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
