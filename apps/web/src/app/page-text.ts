import type { PageText } from '@idl/api-contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Shows a page's texts (the contract's, which the server's head is written from) in the document. */
function showPageText({ title, description }: PageText) {
  document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** The history entry (location key) whose page has set texts of its own: the route's texts yield. */
let ownTextsOf: string | undefined;

/**
 * Keeps document.title and the description on a page's own texts (a product's name, the not-found
 * page) while it shows; undefined leaves the route's texts.
 */
export function usePageText(text: PageText | undefined) {
  const { key } = useLocation();
  const title = text?.title;
  const description = text?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    ownTextsOf = key;
    showPageText({ title, description });
  }, [key, title, description]);
}

/**
 * The current route's texts (the contract's pageTexts) after each navigation in the browser. The
 * first page's head came from the server, already right; the table of texts loads on the first
 * move, so the first page's JavaScript stays as small as before. A page that set its own texts for
 * this entry keeps them.
 */
export function RoutePageText() {
  const { key, pathname } = useLocation();
  const opened = useRef(key);
  useEffect(() => {
    // The entry the app opened on: the server wrote its head.
    if (key === opened.current) return;
    let current = true;
    void import('./route-page-text').then(({ routePageText }) => {
      if (current && ownTextsOf !== key) showPageText(routePageText(pathname));
    });
    return () => {
      current = false;
    };
  }, [key, pathname]);
  return null;
}
