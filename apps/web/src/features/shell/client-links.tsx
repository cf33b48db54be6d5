import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** A link inside this app that a plain left click should follow without reloading the page. */
function inAppHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  // Only paths of this site: '/shop?brandId=2', not '//other.host' or 'https://...'.
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

/**
 * Design-system fragments render plain `<a href>` links (they know no router). Clicks on those
 * links inside this wrapper go through the router instead of reloading the page, so the session,
 * the data cache and the cart panel survive. React bubbles clicks through portals too, so links in
 * menus and popovers are covered.
 */
export function ClientLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // Capture phase: react-aria stops the bubbling of clicks it handles (menu items that are links).
    // The wrapper is not interactive itself; Enter on a link produces a click too.
    <div
      style={{ display: 'contents' }}
      onClickCapture={(event) => {
        const href = inAppHref(event);
        if (href === null) return;
        event.preventDefault();
        void navigate(href);
      }}
    >
      {children}
    </div>
  );
}
