import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthFrame } from './auth-frame';

/** Log in, sign up, forgot password, set new password: pages with neither header nor footer, each its own chunk. */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthFrame />,
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
