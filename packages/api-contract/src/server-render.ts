/**
 * Between the server and the web app's server renderer (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-server, which apps/api/src/modules/seo/server-render.ts loads): what a render takes
 * and gives.
 */
export interface ServerRenderRequest {
  /** The address to render: path and query, as requested. */
  url: string;
  /** Answers the app's API requests for this visitor (the server's own routes, with the visitor's cookie). */
  send: typeof fetch;
  /** Whether the request carries a session cookie (whether to ask who the visitor is). */
  hasSession: boolean;
  /** Gives up rendering after this long (the server then sends the page unrendered). */
  timeoutMs?: number;
}

export interface ServerRenderedPage {
  /** The app's markup, for inside `#root`. */
  html: string;
  /** The data block with the answers the page was rendered with. */
  stateScript: string;
  /** Whether the visitor was signed in: the page holds their own data and must not be shared. */
  signedIn: boolean;
}

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderedPage>;
