import { sitePaths, siteRoutePatterns } from '@idl/api-contract';

export type { ShopLinkFilters } from '@idl/api-contract';

/** Every route of the web app: the contract's one route table, which the server's links use too. */
export const paths = sitePaths;

/** Route patterns for the router (parameters as `:name`). */
export const routePatterns = siteRoutePatterns;
