import type { DehydratedState } from '@tanstack/react-query';

/** The id of the data block a server-rendered page carries its state in. */
export const RENDERED_STATE_ID = 'rendered-state';

/** What the server rendered a page with, for the browser to hydrate the same. */
export interface RenderedState {
  signedIn: boolean;
  queries: DehydratedState;
}

/**
 * The state as a JSON data block: `type="application/json"` is never run, so the content security
 * policy forbids no more than before; `<` is written `\u003c` so no text in it can close the element.
 */
export function renderedStateScript(state: RenderedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RENDERED_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or undefined when the page was not rendered on the server. */
export function readRenderedState(document: Document): RenderedState | undefined {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as RenderedState) : undefined;
}

/**
 * The server moves a rendered element's `style` attribute to `data-ssr-style` (the content security
 * policy refuses style attributes in markup; a stylesheet carries them until now). Before hydrating,
 * each becomes the element's own style again, set through the CSSOM, which the policy allows, so
 * React's later changes to it apply as they would to a page rendered in the browser.
 */
export function restoreInlineStyles(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-ssr-style]')) {
    element.style.cssText = element.dataset.ssrStyle ?? '';
    element.removeAttribute('data-ssr-style');
  }
}
