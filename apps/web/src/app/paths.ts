import { sitePaths } from '@idl/api-contract';

export type { ShopLinkFilters } from '@idl/api-contract';

/**
 * The addresses of the web app's pages, for links: the contract's `sitePaths`, built from its route
 * table (`siteRoutes`, which the router reads for its paths), which the server's links use too.
 */
export const paths = sitePaths;
