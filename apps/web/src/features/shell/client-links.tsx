import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A link inside this app that a plain left click should follow without reloading the page.
 * `ariaLinks` picks react-aria's links (menu items) or, when false, every other plain link.
 */
function inAppHref(event: MouseEvent, ariaLinks: boolean): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('data-rac') !== ariaLinks) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  // Only paths of this site: '/shop?brandId=2', not '//other.host' or 'https://...', nor the
  // server's own addresses (e.g. a notification's link that opens Stripe's page to update a card).
  if (href.startsWith('/interdentallab/')) return null;
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
  const follow = (ariaLinks: boolean) => (event: MouseEvent) => {
    const href = inAppHref(event, ariaLinks);
    if (href === null) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // react-aria stops the bubbling of clicks it handles (menu items that are links): those are
    // caught on the way down. Other links on the way up, so a router <Link> (which prevents the
    // default itself) keeps its own options. The wrapper is not interactive: Enter on a link clicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div style={{ display: 'contents' }} onClickCapture={follow(true)} onClick={follow(false)}>
      {children}
    </div>
  );
}
