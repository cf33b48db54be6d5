import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { paths } from '../../app/paths';
import { MarketingLayout } from './marketing-layout';

/** Marketing pages (marketing header and footer): landing, about us, contact, patient, doctor, warranty. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <MarketingLayout />,
    children: [
      { path: paths.home, element: lazyPage(async () => (await import('./home')).HomeRoute) },
      { path: paths.aboutUs, element: lazyPage(async () => (await import('./about')).AboutUsRoute) },
      { path: paths.aboutUsAlias, element: lazyPage(async () => (await import('./about')).AboutUsRoute) },
      {
        path: paths.contactUs,
        element: lazyPage(async () => (await import('./contact')).ContactUsRoute),
      },
      { path: paths.patient, element: lazyPage(async () => (await import('./patient')).PatientRoute) },
      { path: paths.doctor, element: lazyPage(async () => (await import('./doctor')).DoctorRoute) },
      { path: paths.warranty, element: lazyPage(async () => (await import('./warranty')).WarrantyRoute) },
    ],
  },
];
