import { ApiRequestError, messageResponseSchema, usersPaths } from '@idl/api-contract';
import { NewPasswordScreen } from '@idl/design-system';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api-client';
import { paths } from '../../app/paths';
import { errorMessageOf } from '../../features/account/form-errors';

/** The server refuses an unknown, used or expired link by naming the field `token`. */
const isBadLink = (error: unknown) =>
  error instanceof ApiRequestError && (error.body.details ?? []).some((d) => d.field === 'token');

/** /new-password?token=...: the page the reset e-mail links to. */
export function NewPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useMutation({
    mutationFn: (password: string) =>
      api.request(usersPaths.resetPassword, {
        method: 'POST',
        body: { token, password },
        response: messageResponseSchema,
      }),
  });
  const status =
    token === '' || isBadLink(reset.error) ? 'invalidLink' : reset.isSuccess ? 'success' : 'form';
  return (
    <NewPasswordScreen
      status={status}
      onSubmit={({ password }) => reset.mutate(password)}
      busy={reset.isPending}
      errorMessage={reset.error ? errorMessageOf(reset.error) : undefined}
      onContinue={() => void navigate(paths.shop)}
      onBackToLogin={() => void navigate(paths.login)}
      forgotPasswordHref={paths.forgotPassword}
      loginHref={paths.login}
      homeHref={paths.home}
    />
  );
}
