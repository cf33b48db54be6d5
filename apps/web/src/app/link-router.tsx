import { API_PREFIX } from '@idl/api-contract';
import { useCallback, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

/** A path of one of the app's pages: '/shop?brandId=2', not '//other.host', nor the server's own. */
function isPagePath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return href !== API_PREFIX && !href.startsWith(`${API_PREFIX}/`) && !href.startsWith(`${API_PREFIX}?`);
}

/** The `href` a link renders: the router's for the app's pages, anything else as given. */
function useLinkHref(href: string): string {
  const routed = useHref(isPagePath(href) ? href : '/');
  return isPagePath(href) ? routed : href;
}

/**
 * The one link mechanism of the app: react-router handed to react-aria, once, at the root. Every
 * react-aria link (the design system's `Link`, menu items and rows with an `href`) renders a real
 * `<a href>`; react-aria decides which clicks are the app's (a plain click on a link of this origin,
 * no target, no download: middle clicks and Ctrl/Cmd/Shift/Alt+clicks stay the browser's) and
 * calls `navigate` for those instead of loading the page. Here the router takes them, except:
 * - the server's own addresses (under /interdentallab: the API docs, a claim's photo, the link to
 *   Stripe's card page), which are loaded as pages;
 * - an anchor on the page shown ('#terms'), which the browser scrolls to.
 */
export function LinkRouter({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      const path = url.pathname + url.search + url.hash;
      if (url.origin !== window.location.origin || !isPagePath(url.pathname)) {
        window.location.assign(url.href);
      } else if (
        url.hash &&
        url.pathname === window.location.pathname &&
        url.search === window.location.search
      ) {
        window.location.hash = url.hash;
      } else {
        void routerNavigate(path);
      }
    },
    [routerNavigate],
  );
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  );
}
