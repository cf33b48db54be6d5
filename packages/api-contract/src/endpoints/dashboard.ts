import { dashboardPaths, dashboardQuerySchema, dashboardSchema } from '../dashboard';
import { endpoint } from '../endpoint';

/** The admin dashboard's figures. */
export const dashboardEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: dashboardPaths.dashboard,
    query: dashboardQuerySchema,
    response: dashboardSchema,
  }),
};
