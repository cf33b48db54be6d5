import { createClient, type ApiRequestError } from '@idl/api-contract';

/**
 * The session itself lives in an HttpOnly cookie the server sets at sign-in (script cannot read
 * it). Local storage keeps only this non-secret mark that the browser signed in, so an anonymous
 * visit does not ask the API who it is.
 */
export const SESSION_KEY = 'signed-in';
/** Where an older version of the app kept the access token; removed at start. */
const LEGACY_SESSION_KEY = 'token';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The mark's value while signed in. */
export const SIGNED_IN = '1';

export const sessionMark = {
  get: (): string | null => window.localStorage.getItem(SESSION_KEY),
  set() {
    window.localStorage.setItem(SESSION_KEY, SIGNED_IN);
    notify();
  },
  clear() {
    window.localStorage.removeItem(SESSION_KEY);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') window.localStorage.removeItem(LEGACY_SESSION_KEY);

const deactivationListeners = new Set<() => void>();
/** Called when the API says the signed-in account was deactivated (403 ACCOUNT_DEACTIVATED). */
export function onAccountDeactivated(listener: () => void) {
  deactivationListeners.add(listener);
  return () => {
    deactivationListeners.delete(listener);
  };
}

/**
 * The one typed client the app talks to the API with. The browser sends the session cookie itself;
 * the client adds the header the server wants on state-changing calls. A 401 ends the session.
 */
/**
 * How the client sends a request: the browser's fetch, or on the server the renderer's own
 * (entry-server.tsx), which answers in-process with the visitor's cookie.
 */
let sendRequest: typeof fetch = (...args) => fetch(...args);
export function setRequestSender(send: typeof fetch) {
  sendRequest = send;
}

export const api = createClient({
  fetch: (...args) => sendRequest(...args),
  onUnauthorized: () => {
    if (sessionMark.get()) sessionMark.clear();
  },
  onErrorAnswer: (error: ApiRequestError) => {
    if (error.status === 403 && error.body.code === 'ACCOUNT_DEACTIVATED' && sessionMark.get()) {
      sessionMark.clear();
      deactivationListeners.forEach((listener) => listener());
    }
  },
});
