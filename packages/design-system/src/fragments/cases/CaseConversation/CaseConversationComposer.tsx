import { useEffect, useRef, useState } from 'react';
import { FieldError, FileTrigger, Label, TextArea, TextField } from 'react-aria-components';
import { CASE_MESSAGE_MAX_PHOTOS, caseMessageRequestSchema } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import * as field from '../../../components/Field/field.css';
import * as styles from './CaseConversation.css';

export interface CaseMessageDraft {
  text: string;
  /** Photos to add to the case and send with the message (at most 4). */
  files: File[];
}

export interface CaseConversationComposerProps {
  onSend: (draft: CaseMessageDraft) => void;
  isSending: boolean;
  sendError?: string;
  /** The case is on hold: the box answers the lab's question and takes the focus. */
  isAnswer: boolean;
  defaultText: string;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** The box to write in, photos to attach and Send; the draft stays until a send succeeds. */
export function CaseConversationComposer({
  onSend,
  isSending,
  sendError,
  isAnswer,
  defaultText,
}: CaseConversationComposerProps) {
  const [text, setText] = useState(defaultText);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  // A send that ended without an error went through: the draft is cleared then, and only then.
  const wasSending = useRef(isSending);
  useEffect(() => {
    if (wasSending.current && !isSending && !sendError) {
      setText('');
      setFiles([]);
    }
    wasSending.current = isSending;
  }, [isSending, sendError]);

  // The lab asked a question: the office is here to answer it, so the box takes the focus.
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (isAnswer) box.current?.focus();
  }, [isAnswer]);

  const attach = (chosen: File[]) => {
    const images = chosen.filter(isImage);
    const room = CASE_MESSAGE_MAX_PHOTOS - files.length;
    const notes = [];
    if (images.length < chosen.length) notes.push('Only photos can be attached.');
    if (images.length > room) notes.push(`At most ${CASE_MESSAGE_MAX_PHOTOS} photos in a message.`);
    setNotice(notes.length > 0 ? notes.join(' ') : null);
    setFiles([...files, ...images.slice(0, Math.max(0, room))]);
  };

  const send = () => {
    const checked = caseMessageRequestSchema.shape.text.safeParse(text);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onSend({ text: checked.data, files });
  };

  return (
    <form
      className={styles.composer}
      aria-label={isAnswer ? 'Answer the lab' : 'Write a message'}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {sendError ? <FormAlert>{sendError}</FormAlert> : null}
      <TextField
        className={field.field}
        value={text}
        onChange={(value) => {
          setText(value);
          if (problem) setProblem(undefined);
        }}
        isInvalid={problem !== undefined}
        isReadOnly={isSending}
      >
        <Label className={field.label}>{isAnswer ? 'Your Answer' : 'Message'}</Label>
        <TextArea ref={box} className={field.textarea} />
        <FieldError className={field.errorText}>{problem}</FieldError>
      </TextField>
      {files.length > 0 ? (
        <ul className={styles.attachments} aria-label="Photos to send">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.attachment}>
              <span className={styles.attachmentName}>{file.name}</span>
              <IconButton
                label={`Remove ${file.name}`}
                disabled={isSending}
                onPress={() => setFiles(files.filter((_, other) => other !== index))}
              >
                <Icon name="close" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p className={field.errorText} role="status">
          {notice}
        </p>
      ) : null}
      <div className={styles.composerActions}>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => attach(list ? [...list] : [])}
        >
          <Button variant="secondary" disabled={isSending || files.length >= CASE_MESSAGE_MAX_PHOTOS}>
            Attach Photos
          </Button>
        </FileTrigger>
        <Button type="submit" busy={isSending} busyLabel="Sending...">
          Send
        </Button>
      </div>
    </form>
  );
}
