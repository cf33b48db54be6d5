import { messageResponseSchema, usersPaths } from '@idl/api-contract';
import { ForgotPasswordScreen } from '@idl/design-system';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api-client';
import { paths } from '../../app/paths';
import { errorMessageOf } from '../../features/account/form-errors';

/** /forgot-password: e-mails a reset link (the server answers the same whether the account exists or not). */
export function ForgotPasswordRoute() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (email: string) =>
      api.request(usersPaths.forgotPassword, {
        method: 'POST',
        body: { email },
        response: messageResponseSchema,
      }),
    onSuccess: (_answer, email) => setSentTo(email),
  });
  return (
    <ForgotPasswordScreen
      onSubmit={({ email }) => send.mutate(email)}
      busy={send.isPending}
      errorMessage={send.error ? errorMessageOf(send.error) : undefined}
      sentTo={sentTo}
      onConfirmationClose={() => setSentTo(null)}
      backHref={paths.login}
      homeHref={paths.home}
    />
  );
}
