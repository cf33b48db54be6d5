import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { siteRoutes } from '@idl/api-contract';

/**
 * The extended-warranty pages: a patient's enrolment, an office's enrolment, an enrolled patient's
 * look-up and claim. The router frames them with the marketing header and footer.
 */
export const warrantyRoutes: RouteObject[] = [
  { path: siteRoutes.patient.path, element: lazyPage(async () => (await import('./patient')).PatientRoute) },
  { path: siteRoutes.doctor.path, element: lazyPage(async () => (await import('./doctor')).DoctorRoute) },
  {
    path: siteRoutes.warranty.path,
    element: lazyPage(async () => (await import('./warranty')).WarrantyRoute),
  },
];
