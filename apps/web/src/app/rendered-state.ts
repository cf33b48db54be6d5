import { ApiRequestError, type ApiError } from '@idl/api-contract';
import { defaultShouldDehydrateQuery, type DehydratedState, type Query } from '@tanstack/react-query';

/** The id of the data block a server-rendered page carries its state in. */
export const RENDERED_STATE_ID = 'rendered-state';

/** What the server rendered a page with, for the browser to hydrate the same. */
export interface RenderedState {
  signedIn: boolean;
  queries: DehydratedState;
}

/** An answer saying the record asked for does not exist (a product never made, or removed). */
export const isMissingAnswer = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 410);

/**
 * The queries a page is sent with: those answered, and those answered "no such record", for which
 * the page shows its not-found page (a product that does not exist): the browser must hydrate that
 * page, not a loading one. Other failures are left out; the browser asks again.
 */
export const shouldSendQuery = (query: Query) =>
  defaultShouldDehydrateQuery(query) ||
  (query.state.status === 'error' && isMissingAnswer(query.state.error));

/** JSON keeps an error's status and body, not its class: the app tells errors apart by class. */
function revivedError(error: unknown) {
  const sent = error as { status?: unknown; body?: ApiError } | null;
  return sent && typeof sent.status === 'number' && sent.body
    ? new ApiRequestError(sent.status, sent.body)
    : error;
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
  if (!text) return undefined;
  const state = JSON.parse(text) as RenderedState;
  for (const { state: query } of state.queries.queries) {
    if (query.error) query.error = revivedError(query.error) as typeof query.error;
    if (query.fetchFailureReason)
      query.fetchFailureReason = revivedError(query.fetchFailureReason) as typeof query.fetchFailureReason;
  }
  return state;
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
