import type { RouteObject } from 'react-router-dom';

/** Log in, sign up, forgot password, set new password: pages with neither header nor footer. */
export const authRoutes: RouteObject[] = [];
