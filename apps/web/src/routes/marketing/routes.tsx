import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { MarketingLayout } from './marketing-layout';

/** Marketing pages (marketing header and footer): landing, about us, contact, patient, doctor, warranty. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <MarketingLayout />,
    children: [
      { path: paths.home, lazy: async () => ({ Component: (await import('./home')).HomeRoute }) },
      { path: paths.aboutUs, lazy: async () => ({ Component: (await import('./about')).AboutUsRoute }) },
      { path: paths.aboutUsAlias, lazy: async () => ({ Component: (await import('./about')).AboutUsRoute }) },
      {
        path: paths.contactUs,
        lazy: async () => ({ Component: (await import('./contact')).ContactUsRoute }),
      },
      { path: paths.patient, lazy: async () => ({ Component: (await import('./patient')).PatientRoute }) },
      { path: paths.doctor, lazy: async () => ({ Component: (await import('./doctor')).DoctorRoute }) },
      { path: paths.warranty, lazy: async () => ({ Component: (await import('./warranty')).WarrantyRoute }) },
    ],
  },
];
