import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The design system's fragments render plain links (they know no router). Inside this wrapper a
 * plain left click on a link into the app navigates in place instead of reloading the page;
 * modified clicks (new tab, download) and links elsewhere behave as the browser decides.
 */
export function SpaLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // The server's own addresses (e.g. a notification's link to update a card) are not app routes.
    if (url.pathname.startsWith('/interdentallab/')) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return (
    // The click is handled where the links are; keyboard activation of a link fires the same click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick}>{children}</div>
  );
}
