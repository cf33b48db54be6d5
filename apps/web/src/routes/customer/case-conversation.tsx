import { CaseConversation, type CaseMessageDraft } from '@idl/design-system';
import { useState } from 'react';
import { errorMessage } from '../../app/error-message';
import {
  casePhotoUrl,
  useCaseMessages,
  useSendCaseMessage,
} from '../../features/cases/use-case-conversation';

/**
 * The case's conversation as its office reads it: the messages with their photos, and the box to
 * write in (photos attached). A case on hold shows the lab's question, and the office answers here.
 */
export function CaseConversationContainer({ caseId, isOnHold }: { caseId: number; isOnHold: boolean }) {
  const messages = useCaseMessages(caseId);
  const send = useSendCaseMessage(caseId);
  // The box clears its draft when a send it saw start ends without an error. The mutation's own
  // pending state can reach the page only after it settled (the query client notifies a tick
  // later), so the page says itself that a send started and how it ended.
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const onSend = (draft: CaseMessageDraft) => {
    setSending(true);
    setSendError(undefined);
    send.mutate(draft, {
      onError: (error) => setSendError(errorMessage(error, 'We could not send your message.')),
      onSettled: () => setSending(false),
    });
  };
  return (
    <CaseConversation
      messages={messages.data?.messages}
      viewerSide="office"
      isOnHold={isOnHold}
      photoSrc={casePhotoUrl(caseId)}
      onSend={onSend}
      isSending={sending}
      sendError={sendError}
      loadError={messages.isError}
      onRetry={() => void messages.refetch()}
    />
  );
}
