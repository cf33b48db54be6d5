import type { RouteObject } from 'react-router-dom';

/** Pages inside the customer layout (header, footer, cart panel). */
export const customerRoutes: RouteObject[] = [];
