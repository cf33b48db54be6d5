import { matchSiteRoute, notFoundPageText, pageTexts, type PageText } from '@idl/api-contract';

/** The texts of the route at `pathname` (loaded on the first navigation: see RoutePageText). */
export function routePageText(pathname: string): PageText {
  const match = matchSiteRoute(pathname);
  return match ? pageTexts[match.name] : notFoundPageText;
}
