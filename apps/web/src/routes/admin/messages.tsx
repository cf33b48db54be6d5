import { ContactMessagesList, toast } from '@idl/design-system';
import { useState } from 'react';
import { errorMessage, unreachableMessage } from '../../app/error-message';
import { useContactMessages, useMarkMessageHandled } from '../../features/contact/use-contact';
import { AdminLoadError, AdminLoading } from './query-state';

/** Admin: contact messages from the contact form, unhandled first; mark them handled. */
export function AdminMessagesRoute() {
  const [page, setPage] = useState(0);
  const messages = useContactMessages(page);
  const markHandled = useMarkMessageHandled();
  if (messages.isPending) return <AdminLoading label="Messages" />;
  if (messages.isError) return <AdminLoadError label="Messages" onRetry={() => void messages.refetch()} />;
  return (
    <ContactMessagesList
      showHeading={false}
      messages={messages.data.items}
      onMarkHandled={(messageId) =>
        markHandled.mutate(messageId, {
          onSuccess: () => toast.success('Message marked handled.'),
          onError: (error) => toast.error(errorMessage(error, unreachableMessage)),
        })
      }
      busyMessageId={markHandled.isPending ? markHandled.variables : null}
      page={page + 1}
      pageCount={Math.max(1, Math.ceil(messages.data.total / messages.data.size))}
      onPageChange={(next) => setPage(next - 1)}
    />
  );
}
