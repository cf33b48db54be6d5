import { IDEMPOTENCY_KEY_HEADER } from '@idl/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey } from './single-submit';

/** The two calls one side of a case's conversation (the office, the lab) writes through. */
export interface CaseMessageCalls {
  /** Adds one photo to the case; its id goes with the message. */
  addPhoto: (body: FormData) => Promise<{ id: number }>;
  /** Posts the message with the photos' ids, under the attempt's idempotency key. */
  post: (
    body: { text: string; photoIds: number[] | undefined },
    headers: Record<string, string>,
  ) => Promise<unknown>;
}

/**
 * Writing in a case's conversation, for the office and for the lab alike: the photos are added to
 * the case first, then the text is posted with their ids. A retry of the same message (after a
 * failure) reuses its key, so the server keeps one message; a sent message starts a new key.
 */
export function useCaseMessageMutation(calls: CaseMessageCalls, onSent: () => unknown) {
  const idempotencyKey = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: async ({ text, files }: { text: string; files: File[] }) => {
      const photoIds: number[] = [];
      for (const file of files) {
        const body = new FormData();
        body.append('file', file, file.name);
        photoIds.push((await calls.addPhoto(body)).id);
      }
      return calls.post(
        { text, photoIds: photoIds.length > 0 ? photoIds : undefined },
        { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.current },
      );
    },
    onSuccess: () => {
      idempotencyKey.current = newIdempotencyKey();
      return onSent();
    },
  });
}
