import {
  contactMessagePageSchema,
  contactMessageReceiptSchema,
  contactMessageSchema,
  contactPaths,
  fillPath,
  type ContactMessageRequest,
} from '@idl/api-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

export const contactKeys = { messages: (page: number) => ['contact', 'messages', page] as const };

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageRequest) =>
      api.request(contactPaths.contactMessages, {
        method: 'POST',
        body,
        response: contactMessageReceiptSchema,
      }),
  });
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: contactKeys.messages(page),
    queryFn: ({ signal }) =>
      api.request(contactPaths.adminContactMessages, {
        query: { page, size: 20 },
        response: contactMessagePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api.request(fillPath(contactPaths.adminContactMessageHandled, { messageId }), {
        method: 'POST',
        response: contactMessageSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact', 'messages'] }),
  });
}

/** The shop's contact block (the contact page, the landing page and the patient page show it). */
export const shopContactDetails = {
  phone: '+1 (305) 555-0142',
  email: 'support@interdentallab.com',
  address: 'Miami, Florida',
  socialLinks: [
    { network: 'facebook', href: 'https://www.facebook.com/' },
    { network: 'instagram', href: 'https://www.instagram.com/' },
    { network: 'linkedin', href: 'https://www.linkedin.com/' },
    { network: 'x', href: 'https://x.com/' },
  ] as const,
};
