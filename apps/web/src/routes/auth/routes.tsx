import { Spinner } from '@idl/design-system';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthFrame } from './auth-frame';

/** Log in, sign up, forgot password, set new password: pages with neither header nor footer, each its own chunk. */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthFrame />,
    // Shown while the page's own chunk loads on the first visit.
    HydrateFallback: () => <Spinner label="Loading" />,
    children: [
      { path: paths.login, lazy: async () => ({ Component: (await import('./login')).LoginRoute }) },
      { path: paths.signup, lazy: async () => ({ Component: (await import('./signup')).SignUpRoute }) },
      {
        path: paths.forgotPassword,
        lazy: async () => ({ Component: (await import('./forgot-password')).ForgotPasswordRoute }),
      },
      {
        path: paths.newPassword,
        lazy: async () => ({ Component: (await import('./new-password')).NewPasswordRoute }),
      },
    ],
  },
];
