import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { HomeRoute } from './home';

/** Marketing pages (marketing header and footer): landing, about us, contact, patient, doctor. */
export const marketingRoutes: RouteObject[] = [{ path: paths.home, element: <HomeRoute /> }];
