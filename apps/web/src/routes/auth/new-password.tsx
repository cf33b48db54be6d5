import { usersEndpoints } from '@idl/api-contract';
import { NewPasswordScreen } from '@idl/design-system';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api-client';
import { paths } from '../../app/paths';
import { errorMessage, formErrorsOf, unreachableMessage } from '../../app/error-message';

/** The server refuses an unknown, used or expired link by naming the field `token`. */
const isBadLink = (error: unknown) => formErrorsOf(error, ['token']).fieldErrors.token !== undefined;

/** /new-password?token=...: the page the reset e-mail links to. */
export function NewPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useMutation({
    mutationFn: (password: string) => api.call(usersEndpoints.resetPassword, { body: { token, password } }),
  });
  const status =
    token === '' || isBadLink(reset.error) ? 'invalidLink' : reset.isSuccess ? 'success' : 'form';
  return (
    <NewPasswordScreen
      status={status}
      onSubmit={({ password }) => reset.mutate(password)}
      busy={reset.isPending}
      errorMessage={reset.error ? errorMessage(reset.error, unreachableMessage) : undefined}
      onContinue={() => void navigate(paths.shop)}
      onBackToLogin={() => void navigate(paths.login)}
      forgotPasswordHref={paths.forgotPassword}
      loginHref={paths.login}
      homeHref={paths.home}
    />
  );
}
