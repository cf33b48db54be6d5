import { CaseConversation, type CaseMessageDraft } from '@idl/design-system';
import { useState } from 'react';
import { errorMessage } from '../../app/error-message';
import {
  labCasePhotoUrl,
  useAdminCaseMessages,
  usePostLabMessage,
} from '../../features/admin/use-admin-cases';

/**
 * The case's conversation as the lab reads it: the office's messages and photos, the lab's
 * questions, and the box where the lab writes to the office (photos attached).
 */
export function LabCaseConversation({ caseId, isOnHold }: { caseId: number; isOnHold: boolean }) {
  const messages = useAdminCaseMessages(caseId);
  const post = usePostLabMessage(caseId);
  // The box clears its draft when a send it saw start ends without an error; the mutation's own
  // pending state reaches the page a tick after it settled, so the page keeps its own.
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const onSend = (draft: CaseMessageDraft) => {
    setSending(true);
    setSendError(undefined);
    post.mutate(draft, {
      onError: (error) => setSendError(errorMessage(error, 'The message could not be sent.')),
      onSettled: () => setSending(false),
    });
  };
  return (
    <CaseConversation
      messages={messages.data?.messages}
      viewerSide="lab"
      isOnHold={isOnHold}
      photoSrc={labCasePhotoUrl(caseId)}
      onSend={onSend}
      isSending={sending}
      sendError={sendError}
      loadError={messages.isError}
      onRetry={() => void messages.refetch()}
    />
  );
}
