import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * One MSW server for container tests; each test adds the handlers it needs with `server.use`.
 * Signing out always reaches the API (only the server can clear the HttpOnly session cookie).
 */
export const server = setupServer(
  http.post('*/interdentallab/api/users/sign-out', () =>
    HttpResponse.json({ message: 'You are signed out.' }),
  ),
);
