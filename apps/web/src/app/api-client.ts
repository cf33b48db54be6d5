import { createClient } from '@idl/api-contract';

/** The spec's contract: the access token lives in local storage under this key. */
export const TOKEN_KEY = 'token';

const listeners = new Set<() => void>();

export const tokenStore = {
  get: (): string | null => window.localStorage.getItem(TOKEN_KEY),
  set(token: string) {
    window.localStorage.setItem(TOKEN_KEY, token);
    listeners.forEach((listener) => listener());
  },
  clear() {
    window.localStorage.removeItem(TOKEN_KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The one typed client the app talks to the API with; a 401 anywhere ends the session. */
export const api = createClient({
  getToken: tokenStore.get,
  onUnauthorized: () => {
    if (tokenStore.get()) tokenStore.clear();
  },
});
