import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { preloadElement } from './lazy-page';
import { preloadData } from './preload-data';
import { routes } from './router';

/**
 * Starts, before the first render, what the first page will ask for: the chunks of every lazy
 * layout and page on its route (all at once, instead of each after the one around it has
 * loaded), and for the shop and a product page their catalogue data, so the page's own queries
 * find it in the cache or under way.
 */
export function preloadRoute(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient) {
  for (const match of matchRoutes(routes, location.pathname) ?? []) void preloadElement(match.route.element);
  preloadData(location, queryClient);
}
