import { labDetails, type ContactMessageRequest, contactEndpoints } from '@idl/api-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

export const contactKeys = { messages: (page: number) => ['contact', 'messages', page] as const };

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageRequest) => api.call(contactEndpoints.send, { body }),
  });
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: contactKeys.messages(page),
    queryFn: ({ signal }) => api.call(contactEndpoints.adminMessages, { query: { page, size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.call(contactEndpoints.markHandled, { params: { messageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact', 'messages'] }),
  });
}

/** The shop's contact block (the contact page, the landing page and the patient page show it). */
export const shopContactDetails = {
  phone: labDetails.phone,
  email: labDetails.email,
  address: `${labDetails.address.locality}, ${labDetails.address.regionName}`,
  socialLinks: [
    { network: 'facebook', href: 'https://www.facebook.com/' },
    { network: 'instagram', href: 'https://www.instagram.com/' },
    { network: 'linkedin', href: 'https://www.linkedin.com/' },
    { network: 'x', href: 'https://x.com/' },
  ] as const,
};
