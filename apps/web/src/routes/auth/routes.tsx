import { Spinner } from '@idl/design-system';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { siteRoutes } from '@idl/api-contract';

/** Shown while a page's own chunk loads on the first visit. */
const loading = <Spinner label="Loading" />;

/** Log in, sign up, forgot password, set new password: pages with neither header nor footer, each its own chunk. */
export const authRoutes: RouteObject[] = [
  {
    path: siteRoutes.login.path,
    element: lazyPage(async () => (await import('./login')).LoginRoute, loading),
  },
  {
    path: siteRoutes.signup.path,
    element: lazyPage(async () => (await import('./signup')).SignUpRoute, loading),
  },
  {
    path: siteRoutes.forgotPassword.path,
    element: lazyPage(async () => (await import('./forgot-password')).ForgotPasswordRoute, loading),
  },
  {
    path: siteRoutes.newPassword.path,
    element: lazyPage(async () => (await import('./new-password')).NewPasswordRoute, loading),
  },
];
