import type { SignedInSession } from './SessionsDialog.types';

/** This browser, a phone and a work laptop: one current session and two others. */
export const sampleSessions: SignedInSession[] = [
  {
    id: 'q3Vd1mXw0sA9LkP2eRt7',
    device: 'Chrome on Linux',
    createdAt: '2026-11-21T10:00:00.000Z',
    lastSeenAt: '2026-11-24T08:15:00.000Z',
    current: true,
  },
  {
    id: 'Zt8pLw2nQ5yHc0sVb4Kd',
    device: 'Safari on iOS',
    createdAt: '2026-11-02T18:42:00.000Z',
    lastSeenAt: '2026-11-23T21:07:00.000Z',
    current: false,
  },
  {
    id: 'Mf6rTy1uIo9pAs3dFg7H',
    device: 'Firefox on Windows',
    createdAt: '2026-10-14T07:30:00.000Z',
    lastSeenAt: '2026-11-20T12:55:00.000Z',
    current: false,
  },
];
