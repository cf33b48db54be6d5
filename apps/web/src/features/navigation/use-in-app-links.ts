import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The design system's fragments render plain `<a href>` links (they never import the router).
 * Inside the returned ref, a plain left click on a link to this origin is handled by the router
 * instead of reloading the page; new-tab clicks, downloads and other origins behave as usual.
 */
export function useInAppLinks<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
      if (link.target && link.target !== '_self') return;
      if (link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname.startsWith('/interdentallab/')) return;
      // An anchor on the same page: the browser scrolls to it.
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}
