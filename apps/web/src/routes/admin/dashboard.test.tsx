import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { setUpAdminTests } from './test/setup-admin-tests';
import { api, failure, makeDashboard } from '../../test/admin-data';

setUpAdminTests();
describe('/admin/dashboard', () => {
  it('shows the totals with the change against the previous period, products and recent orders', async () => {
    server.use(http.get(api('/api/admin/dashboard'), () => HttpResponse.json(makeDashboard())));
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('23.5%', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Floss Picks/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/admin/orders');
    await userEvent.click(screen.getByRole('tab', { name: 'Out Of Stock' }));
    expect(await screen.findByRole('link', { name: /Night Guard/ })).toHaveAttribute(
      'href',
      '/admin/products/9',
    );
    await userEvent.click(
      within(screen.getByRole('grid', { name: 'Recent Orders' })).getByRole('row', { name: /#1042/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/1042'));
  });

  it('asks the server for the range the admin picks', async () => {
    const ranges: string[] = [];
    server.use(
      http.get(api('/api/admin/dashboard'), ({ request }) => {
        const range = new URL(request.url).searchParams.get('range') ?? 'week';
        ranges.push(range);
        return HttpResponse.json(makeDashboard({ range: range as 'week' }));
      }),
    );
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Period/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    await waitFor(() => expect(ranges).toContain('month'));
  });

  it('shows placeholders while loading and an empty period plainly', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/api/admin/dashboard'), async () => {
        await gate;
        return HttpResponse.json(
          makeDashboard({ series: [], bestSellers: [], outOfStock: [], recentOrders: [] }),
        );
      }),
    );
    renderApp('/admin/dashboard');
    const recent = await screen.findByRole('grid', { name: 'Recent Orders' });
    expect(recent.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Recent Orders' }).closest('[aria-busy="true"]')).toBeNull();
    expect(screen.getAllByText('No sales in this period yet.').length).toBeGreaterThan(0);
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/admin/dashboard'), () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(makeDashboard());
      }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
  });
});
