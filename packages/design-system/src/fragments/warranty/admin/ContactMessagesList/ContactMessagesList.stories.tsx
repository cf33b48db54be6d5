import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { contactMessages } from '../../warranty.fixtures';
import { ContactMessagesList } from './ContactMessagesList';

const meta = {
  title: 'Warranty/Admin/ContactMessagesList',
  component: ContactMessagesList,
  parameters: { layout: 'fullscreen' },
  args: { messages: contactMessages, onMarkHandled: fn() },
} satisfies Meta<typeof ContactMessagesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unhandled messages come first even when an older handled one is listed first. */
export const Default: Story = {
  args: { messages: [...contactMessages].reverse() },
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Daniel Reyes');
    await expect(items[2]).toHaveTextContent('Handled');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as handled: message from Aisha Rahman' }));
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
