import type { CaseMessage, CaseMessageSide } from '@idl/api-contract';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { CaseConversationComposer, type CaseMessageDraft } from './CaseConversationComposer';
import { CaseConversationMessage, type CasePhotoSrc } from './CaseConversationMessage';
import * as styles from './CaseConversation.css';

export interface CaseConversationProps {
  /** The case's messages, oldest first, as the API sends them; undefined while they load. */
  messages: readonly CaseMessage[] | undefined;
  /** The side that reads: its own messages are drawn on the right. */
  viewerSide: CaseMessageSide;
  /**
   * The case is on hold: the lab's last question is highlighted and the answer box takes the focus.
   * Pass `labCase.holdQuestion !== null`.
   */
  isOnHold?: boolean;
  /** The URL of a photo's thumbnail or larger picture (the web app's route for the case's photos). */
  photoSrc: CasePhotoSrc;
  /** The text (trimmed, 1 to 4000 characters) and the photos to send with it. */
  onSend: (draft: CaseMessageDraft) => void;
  /** The message is on its way: Send is busy and the draft cannot change. */
  isSending?: boolean;
  /** Why the last send failed; the draft is kept so Send can be pressed again. */
  sendError?: string;
  /** The messages could not be loaded: say so, and offer `onRetry`. */
  loadError?: boolean;
  /** Loads the messages again after `loadError`. */
  onRetry: () => void;
  /** The text the box starts with (a draft the web app kept). */
  defaultText?: string;
}

/**
 * A case's conversation between its office and the lab: the messages oldest first, each with its
 * author, side, time, text and photos (open larger on press), then a box to write in with photos
 * and Send. A case on hold shows the lab's question highlighted and puts the focus in the answer box.
 */
export function CaseConversation({
  messages,
  viewerSide,
  isOnHold = false,
  photoSrc,
  onSend,
  isSending = false,
  sendError,
  loadError = false,
  onRetry,
  defaultText = '',
}: CaseConversationProps) {
  const openQuestion = isOnHold
    ? messages?.findLast((message) => message.kind === 'hold_question')
    : undefined;
  const other = viewerSide === 'office' ? 'the lab' : 'the office';
  return (
    <section className={styles.root} aria-label="Conversation">
      {loadError ? (
        <LoadError message="We could not load the conversation." onRetry={onRetry} />
      ) : messages === undefined ? (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden">Loading the conversation</span>
          <Skeleton lines={2} width="70%" />
          <Skeleton lines={3} width="60%" />
        </div>
      ) : messages.length === 0 ? (
        <p className={styles.empty}>No messages yet. Write to {other} about this case.</p>
      ) : (
        <ol className={styles.list} aria-label="Messages">
          {messages.map((message) => (
            <CaseConversationMessage
              key={message.id}
              message={message}
              isOwn={message.author.side === viewerSide}
              isOpenQuestion={message === openQuestion}
              photoSrc={photoSrc}
            />
          ))}
        </ol>
      )}
      {loadError ? null : (
        <CaseConversationComposer
          onSend={onSend}
          isSending={isSending}
          sendError={sendError}
          isAnswer={openQuestion !== undefined && viewerSide === 'office'}
          defaultText={defaultText}
        />
      )}
    </section>
  );
}
