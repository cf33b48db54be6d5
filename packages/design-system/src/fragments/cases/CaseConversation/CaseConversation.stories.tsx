import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CaseConversation } from './CaseConversation';
import { conversation, longTexts, onHold, photoSrc } from './CaseConversation.fixtures';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Cases/CaseConversation',
  component: CaseConversation,
  argTypes: {
    ...fixtureData('messages', 'photoSrc'),
    ...textProps('sendError', 'defaultText'),
    viewerSide: { control: 'inline-radio', options: ['office', 'lab'] },
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A lab case’s conversation between the office that sent it and the lab, for both: the messages oldest first with who wrote them, from which side and when, their photos, and a box to write in. A case on hold shows the lab’s question highlighted and puts the office in the answer box.',
        do: [
          'Pass the conversation as the API sends it (`messages`), and `undefined` while it loads; `loadError` with `onRetry` when it could not be loaded.',
          'Set `viewerSide` to the side that reads (`office` on the office’s pages, `lab` on the lab’s): its own messages are on the right.',
          'Set `isOnHold` from the case (`holdQuestion !== null`): the lab’s last question is highlighted and, for the office, the box is Your Answer and has the focus.',
          'In `onSend`, add the photos to the case first, then post the text with their ids; set `isSending` meanwhile and `sendError` if it fails: the draft stays until a send succeeds.',
          'Give `photoSrc` the case’s photo route (`…/photos/{photoId}?size=thumbnail|medium`): the fragment never fetches.',
        ],
        dont: [
          'Don’t resume a held case when the office answers: only the lab can tell if the answer is enough.',
          'Don’t show the hold question a second time beside the conversation: CaseTimeline shows it at its stage, the conversation is where it is answered.',
          'Don’t use it for the shop’s contact form or a warranty claim: they have their own forms.',
        ],
        content: [
          'Buttons: Attach Photos, Send (Sending... while it goes), Retry after a load error.',
          'Labels: Message, or Your Answer under the lab’s question. Empty: No messages yet. Write to the lab about this case.',
          'The question reads On hold: the lab asks, then the question word for word; once answered it reads The lab put the case on hold and asked.',
          'Times carry the date and the lab’s zone (Nov 17, 2026, 10:20 AM EST). Errors say what to do: Write a message, At most 4 photos in a message.',
        ],
      },
    }),
  },
  args: {
    messages: conversation,
    viewerSide: 'office',
    photoSrc,
    onSend: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof CaseConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The office reads: asked, answered with photos, resumed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const messages = canvas.getByRole('list', { name: 'Messages' }).children;
    await expect(messages).toHaveLength(4);
    await expect(messages[0]).toHaveTextContent('Dr. Maria LopezOfficeNov 16, 2026, 9:05 AM EST');
    await expect(messages[1]).toHaveTextContent('Carlos VegaLab');
    await expect(messages[1]).toHaveTextContent('The lab put the case on hold and asked');
    await expect(canvas.getAllByRole('button', { name: /^Open Photo/ })).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).not.toHaveFocus();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet. Write to the lab about this case.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the conversation').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { messages: undefined, loadError: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the conversation.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The lab asks: its question is highlighted and the office's answer box has the focus. */
export const OnHold: Story = {
  args: { messages: onHold, isOnHold: true },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('list', { name: 'Messages' }).children[1]!;
    await expect(question).toHaveAttribute('aria-current', 'true');
    await expect(question).toHaveTextContent(
      'On hold: the lab asksThe scan of tooth 8 shows no distal margin.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Your Answer' })).toHaveFocus();
  },
};

/** The lab reads its own open question: highlighted, but the box is a plain message. */
export const OnHoldLabSide: Story = {
  args: { messages: onHold, isOnHold: true, viewerSide: 'lab' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Messages' }).children[1]).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).not.toHaveFocus();
    await expect(canvas.getByText('On hold: the lab asks')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { isSending: true, defaultText: 'The new scan is attached to the case.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'The new scan is attached to the case.',
    );
  },
};

/** The send failed: the reason above the box, the text kept, Send again. */
export const SendFailed: Story = {
  args: {
    sendError: 'We could not send your message. Check your connection and send it again.',
    defaultText: 'The new scan is attached to the case.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not send your message.');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'The new scan is attached to the case.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      text: 'The new scan is attached to the case.',
      files: [],
    });
  },
};

/** Send with nothing written says what to do and sends nothing. */
export const EmptyMessage: Story = {
  args: { messages: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Write a message',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A photo opens larger in a dialog. */
export const PhotoOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Photo 2 of 2 from Dr. Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 2 from Dr. Maria Lopez' });
    await expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Photo 2 of 2 from Dr. Maria Lopez');
  },
};

export const LongText: Story = {
  args: { messages: longTexts },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Messages' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** On a 375 px phone the messages and the box keep to the screen. */
export const Phone: Story = {
  args: { messages: conversation },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

/**
 * Writing, attaching two photos and sending: the web app gets the trimmed text and the files, and
 * the box empties once the send went through.
 */
export const WriteAndSend: Story = {
  args: { messages: onHold, isOnHold: true },
  render: function Render(args) {
    const [sending, setSending] = useState(false);
    return (
      <CaseConversation
        {...args}
        isSending={sending}
        onSend={(draft) => {
          args.onSend(draft);
          setSending(true);
          setTimeout(() => setSending(false), 50);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Your Answer' });
    await userEvent.type(box, '  Place the margin at the gum line.  ');
    const photos = [
      new File(['a'], 'prep-buccal.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'prep-lingual.jpg', { type: 'image/jpeg' }),
    ];
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, photos);
    await expect(canvas.getByRole('list', { name: 'Photos to send' }).children).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove prep-lingual.jpg' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      text: 'Place the margin at the gum line.',
      files: [photos[0]],
    });
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(canvas.queryByRole('list', { name: 'Photos to send' })).toBeNull();
    // react-aria announced the busy Send by pointing its live region at the button for 7 s: once
    // this story is gone the pointer would lead nowhere, and the next story's axe check would fail.
    await waitFor(
      () => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(),
      { timeout: 8000 },
    );
  },
};
