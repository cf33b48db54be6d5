import { Spinner } from '@idl/design-system';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { paths } from '../../app/paths';
import { AuthFrame } from './auth-frame';

/** Shown while a page's own chunk loads on the first visit. */
const loading = <Spinner label="Loading" />;

/** Log in, sign up, forgot password, set new password: pages with neither header nor footer, each its own chunk. */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthFrame />,
    children: [
      { path: paths.login, element: lazyPage(async () => (await import('./login')).LoginRoute, loading) },
      { path: paths.signup, element: lazyPage(async () => (await import('./signup')).SignUpRoute, loading) },
      {
        path: paths.forgotPassword,
        element: lazyPage(async () => (await import('./forgot-password')).ForgotPasswordRoute, loading),
      },
      {
        path: paths.newPassword,
        element: lazyPage(async () => (await import('./new-password')).NewPasswordRoute, loading),
      },
    ],
  },
];
