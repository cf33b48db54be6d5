import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { siteRoutes } from '@idl/api-contract';

/** Marketing pages: landing, about us, contact (the router frames them with MarketingLayout). */
export const marketingRoutes: RouteObject[] = [
  { path: siteRoutes.home.path, element: lazyPage(async () => (await import('./home')).HomeRoute) },
  { path: siteRoutes.aboutUs.path, element: lazyPage(async () => (await import('./about')).AboutUsRoute) },
  {
    path: siteRoutes.aboutUsAlias.path,
    element: lazyPage(async () => (await import('./about')).AboutUsRoute),
  },
  {
    path: siteRoutes.contactUs.path,
    element: lazyPage(async () => (await import('./contact')).ContactUsRoute),
  },
];
