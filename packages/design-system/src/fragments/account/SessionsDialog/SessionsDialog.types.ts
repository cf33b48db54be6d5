/** One signed-in device, with the field names of the API's Session. Times are ISO-8601 UTC. */
export interface SignedInSession {
  /** The session's id: what signing one device out refers to. */
  id: string;
  /** Browser and system at sign-in, e.g. 'Chrome on Linux'. */
  device: string;
  /** When it signed in. */
  createdAt: string;
  /** When it was last used (to the minute). */
  lastSeenAt: string;
  /** The session this browser is using. */
  current: boolean;
}

/** Reading the list: loading shows a spinner, error an alert with Retry. */
export const sessionsLoadStates = ['ready', 'loading', 'error'] as const;
export type SessionsLoadState = (typeof sessionsLoadStates)[number];
