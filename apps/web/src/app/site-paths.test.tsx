import { matchSiteRoute, sitePaths, siteRoutes } from '@idl/api-contract';
import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAsAdmin } from '../test/admin-data';
import { renderApp } from '../test/render';
import { server } from '../test/server';
import { routes } from './router';

/** Every address the route table builds, with sample parameters (nested tables included). */
function everyAddress(table: Record<string, unknown>): string[] {
  return Object.values(table).flatMap((entry): string[] => {
    if (typeof entry === 'string') return [entry];
    if (typeof entry === 'function') return [String((entry as (arg: unknown) => unknown)(7))];
    return everyAddress(entry as Record<string, unknown>);
  });
}

/** Every path the router's table names (layouts have none; '*' is the not-found page). */
function routerPaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routerPaths(route.children ?? []),
  ]);
}

const addresses = everyAddress(sitePaths).filter((address) => !address.startsWith('/admin'));
const adminAddresses = everyAddress(sitePaths.admin).filter((address) => address !== sitePaths.admin.root);

// The admin area renders whole in jsdom: patient waits on a shared machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../routes/admin/admin-root');
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the route table', () => {
  it.each(addresses)('the web router opens %s (not the not-found page)', (address) => {
    const matched = matchRoutes(routes, new URL(address, 'http://shop.test').pathname) ?? [];
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.at(-1)?.route.path).not.toBe('*');
  });

  it("routes exactly the contract's site routes, which the server reads for its 404s and sitemap", () => {
    const table = Object.values(siteRoutes).map((route) => route.path);
    expect(
      routerPaths(routes)
        .filter((path) => path !== '*')
        .sort(),
    ).toEqual([...table].sort());
  });

  it.each([
    ...addresses,
    '/',
    '/SHOP/',
    '/product/abc',
    '/nope',
    '/product',
    '/orders/7/x',
    '/administrator',
  ])('the server matches %s to a page as the router does', (address) => {
    const matched = matchRoutes(routes, address) ?? [];
    const opensPage = matched.length > 0 && matched.at(-1)?.route.path !== '*';
    expect(matchSiteRoute(new URL(address, 'http://shop.test').pathname) !== undefined).toBe(opensPage);
  });

  it('includes the order address the first e-mails carried', () => {
    expect(addresses).toContain('/orders/7');
  });

  it.each(adminAddresses)('the admin area opens %s (not its not-found page)', async (address) => {
    // Each page's own data is refused: which page opened is all that counts here.
    server.use(http.all('*/interdentallab/api/*', () => HttpResponse.json({}, { status: 404 })));
    signInAsAdmin();
    renderApp(address);
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByText('This admin page does not exist')).toBeNull();
  });
});
