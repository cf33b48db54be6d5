import { within } from '@testing-library/react';
import { Writable } from 'node:stream';
import { http, HttpResponse } from 'msw';
import { renderToPipeableStream } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRenderedState } from './app/rendered-state';
import { render } from './entry-server';
import { server } from './test/server';
import { api, brands, categories, patient, product, productPage } from './test/shop-data';

// The hydration itself is checked in a real browser (tests/e2e/server-render.e2e.test.ts): here the
// server's renderer runs alone, as it does in the server.
let asked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  asked = [];
  server.use(
    http.get(api('/api/products/getallproducts'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(productPage([product(1, { name: 'Rendered Floss' })]));
    }),
    http.get(api('/api/products/price-range'), () => HttpResponse.json({ minPrice: 2, maxPrice: 40 })),
    http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
    http.get(api('/api/brands'), () => HttpResponse.json(brands)),
    http.get(api('/api/users/me'), ({ request }) =>
      request.headers.get('cookie') === 'idl_session=ada'
        ? HttpResponse.json(patient)
        : HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Sign in' }, { status: 401 }),
    ),
  );
});

/** What the server does: the renderer's requests answered (here by the test's handlers) with the visitor's cookie. */
const sendWith =
  (cookie?: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    return fetch(new URL(String(input), 'http://shop.test'), { ...init, headers });
  };

/** The page as a browser without scripts shows it. */
function received(page: { html: string; stateScript: string }) {
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.stateScript}`;
  return document.getElementById('root')!;
}

/**
 * React's server renderer leaves the context values of the last part it rendered in place until its
 * next render (harmless in the server, where nothing else renders). The unit files share one module
 * graph, so the next file's screens, rendered by react-dom in the same worker, would find them (a
 * router inside a router): one empty server render puts every context back.
 */
function resetServerContexts() {
  return new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(<span />, {
      onAllReady() {
        stream.pipe(
          new Writable({
            write: (_chunk, _encoding, done) => done(),
            final(done) {
              resolve();
              done();
            },
          }),
        );
      },
      onError: reject,
    });
  });
}

describe('the server renderer', () => {
  afterEach(async () => {
    document.body.innerHTML = '';
    await resetServerContexts();
  });

  it('renders the shop with the products of its address, and carries the answers for the browser', async () => {
    const page = await render({ url: '/shop?q=floss', send: sendWith(), hasSession: false });
    expect(page.signedIn).toBe(false);
    const root = received(page);
    expect(within(root).getByRole('link', { name: 'Rendered Floss' })).toBeInTheDocument();
    expect(within(root).getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    // Asked once, for the address's search, though the page was rendered more than once.
    expect(asked).toEqual([expect.stringContaining('q=floss')]);
    const state = readRenderedState(document);
    const keys = state?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys.some((key) => key.includes('"products"') && key.includes('floss'))).toBe(true);
    // Only answers: nothing failed or pending goes to the browser.
    expect(state?.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('renders the account of a visitor whose session cookie is valid', async () => {
    const page = await render({ url: '/', send: sendWith('idl_session=ada'), hasSession: true });
    expect(page.signedIn).toBe(true);
    const root = received(page);
    expect(within(root).getAllByLabelText('Account: Ada').length).toBeGreaterThan(0);
    expect(within(root).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(readRenderedState(document)?.signedIn).toBe(true);
  });

  it('renders signed out when the cookie is no session any more', async () => {
    const page = await render({ url: '/', send: sendWith('idl_session=expired'), hasSession: true });
    expect(page.signedIn).toBe(false);
    const root = received(page);
    expect(within(root).queryByLabelText('Account: Ada')).not.toBeInTheDocument();
    expect(within(root).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  });

  it('does not ask who the visitor is without a session cookie', async () => {
    const me: string[] = [];
    server.use(
      http.get(api('/api/users/me'), ({ request }) => {
        me.push(request.url);
        return HttpResponse.json(patient);
      }),
    );
    const page = await render({ url: '/', send: sendWith(), hasSession: false });
    expect(page.signedIn).toBe(false);
    expect(me).toEqual([]);
  });
});
