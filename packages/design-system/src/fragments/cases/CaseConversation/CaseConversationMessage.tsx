import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { formatDateTime, type CaseMessage, type CasePhoto } from '@idl/api-contract';
import { Badge } from '../../../components/Badge';
import { Modal } from '../../../components/Modal';
import * as styles from './CaseConversation.css';

/** Where a photo's bytes are served; the web app knows the case and the side's route. */
export type CasePhotoSrc = (photo: CasePhoto, size: 'thumbnail' | 'medium') => string;

const sideText = { office: 'Office', lab: 'Lab' } as const;

function MessagePhotos({ message, photoSrc }: { message: CaseMessage; photoSrc: CasePhotoSrc }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = message.photos.length;
  const nameOf = (index: number) => `Photo ${index + 1} of ${count} from ${message.author.name}`;
  const shown = open === null ? undefined : message.photos[open];
  return (
    <>
      <ul className={styles.photos} aria-label="Photos">
        {message.photos.map((photo, index) => (
          <li key={photo.id}>
            <AriaButton
              className={styles.photoButton}
              onPress={() => setOpen(index)}
              aria-label={`Open ${nameOf(index)}`}
            >
              <img
                className={styles.thumbnail}
                src={photoSrc(photo, 'thumbnail')}
                alt=""
                width={photo.width}
                height={photo.height}
              />
            </AriaButton>
          </li>
        ))}
      </ul>
      {shown && open !== null ? (
        <Modal title={nameOf(open)} isOpen onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
          <img
            className={styles.photoLarge}
            src={photoSrc(shown, 'medium')}
            alt={nameOf(open)}
            width={shown.width}
            height={shown.height}
          />
        </Modal>
      ) : null}
    </>
  );
}

/** One message: who wrote it and from which side, when, its text and its photos. */
export function CaseConversationMessage({
  message,
  isOwn,
  isOpenQuestion,
  photoSrc,
}: {
  message: CaseMessage;
  /** Written from the side that reads: drawn on the right. */
  isOwn: boolean;
  /** The lab's question the case is on hold for: highlighted, with the answer box under it. */
  isOpenQuestion: boolean;
  photoSrc: CasePhotoSrc;
}) {
  const question = message.kind === 'hold_question';
  return (
    <li
      className={styles.message({ own: isOwn, highlight: isOpenQuestion })}
      data-side={message.author.side}
      aria-current={isOpenQuestion ? 'true' : undefined}
    >
      <div className={styles.messageHead}>
        <span className={styles.author}>{message.author.name}</span>
        <Badge tone={message.author.side === 'lab' ? 'info' : 'neutral'}>
          {sideText[message.author.side]}
        </Badge>
        <time className={styles.time} dateTime={message.at}>
          {formatDateTime(message.at)}
        </time>
      </div>
      {question ? (
        <span className={styles.questionTitle}>
          {isOpenQuestion ? 'On hold: the lab asks' : 'The lab put the case on hold and asked'}
        </span>
      ) : null}
      <p className={styles.text}>{message.text}</p>
      {message.photos.length > 0 ? <MessagePhotos message={message} photoSrc={photoSrc} /> : null}
    </li>
  );
}
