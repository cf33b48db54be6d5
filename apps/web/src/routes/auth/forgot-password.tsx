import { usersEndpoints } from '@idl/api-contract';
import { ForgotPasswordScreen } from '@idl/design-system';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api-client';
import { paths } from '../../app/paths';
import { errorMessage, unreachableMessage } from '../../app/error-message';

/** /forgot-password: e-mails a reset link (the server answers the same whether the account exists or not). */
export function ForgotPasswordRoute() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (email: string) => api.call(usersEndpoints.forgotPassword, { body: { email } }),
    onSuccess: (_answer, email) => setSentTo(email),
  });
  return (
    <ForgotPasswordScreen
      onSubmit={({ email }) => send.mutate(email)}
      busy={send.isPending}
      errorMessage={send.error ? errorMessage(send.error, unreachableMessage) : undefined}
      sentTo={sentTo}
      onConfirmationClose={() => setSentTo(null)}
      backHref={paths.login}
      homeHref={paths.home}
    />
  );
}
