import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure, makeOrder, makeOrderRow } from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

const rows = [makeOrderRow(1042, 'Ada Lovelace'), makeOrderRow(1043, 'Alan Turing', 'Shipped')];

/** Answers the orders list, keeping every query the page sent. */
function ordersServer(answer = (_query: URLSearchParams) => rows, totalPages = 1) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/orders/getAllOrders'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const orders = answer(query);
      return HttpResponse.json({
        orders,
        page: Number(query.get('page') ?? 0),
        size: 10,
        totalElements: orders.length,
        totalPages,
      });
    }),
  );
  return queries;
}

describe('/admin/orders', () => {
  it('lists the orders and opens one from its row', async () => {
    ordersServer();
    server.use(
      http.get(api('/api/orders/:orderId'), () => HttpResponse.json(makeOrder('Shipped', { orderId: 1043 }))),
    );
    const { router } = renderApp('/admin/orders');
    const table = await screen.findByRole('grid', { name: 'Orders' });
    const row = await within(table).findByRole('row', { name: /#1042/ });
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('row', { name: /#1043/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/1043'));
  });

  it('sends the search, the status tab and the page to the server', async () => {
    const queries = ordersServer(() => rows, 3);
    renderApp('/admin/orders');
    await screen.findByRole('row', { name: /#1042/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by Buyer Name' }), 'turing');
    await waitFor(() => expect(queries.some((q) => q.get('q') === 'turing')).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() =>
      expect(queries.some((q) => q.get('status') === 'Shipped' && q.get('q') === 'turing')).toBe(true),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.some((q) => q.get('page') === '1')).toBe(true));
  });

  it('searches by day when the Filter menu says Date', async () => {
    const queries = ordersServer();
    renderApp('/admin/orders');
    await screen.findByRole('row', { name: /#1042/ });
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Date' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by Date' }), 'Mar 14, 2026');
    await waitFor(() =>
      expect(queries.some((q) => q.get('from') === '2026-03-14' && q.get('to') === '2026-03-14')).toBe(true),
    );
  });

  it('searches by the price typed when the Filter menu says Price', async () => {
    const queries = ordersServer();
    renderApp('/admin/orders');
    await screen.findByRole('row', { name: /#1042/ });
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Price' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by Price' }), '$49.99');
    await waitFor(() => expect(queries.some((q) => q.get('price') === '49.99')).toBe(true));
  });

  it('marks the table busy while the orders load', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/orders/getAllOrders'), async () => {
        await gate;
        return HttpResponse.json({ orders: rows, page: 0, size: 10, totalElements: 2, totalPages: 1 });
      }),
    );
    renderApp('/admin/orders');
    const table = await screen.findByRole('grid', { name: 'Orders' });
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await screen.findByRole('row', { name: /#1042/ })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Orders' }).closest('[aria-busy="true"]')).toBeNull();
  });

  it('says so when a tab has no orders', async () => {
    ordersServer((query) => (query.get('status') === 'Cancelled' ? [] : rows));
    renderApp('/admin/orders');
    await screen.findByRole('row', { name: /#1042/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText('No orders found for the status of "Cancelled"')).toBeInTheDocument();
  });

  it('shows the error and loads again on Try Again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/orders/getAllOrders'), () => {
        calls += 1;
        return calls === 1
          ? failure()
          : HttpResponse.json({ orders: rows, page: 0, size: 10, totalElements: 2, totalPages: 1 });
      }),
    );
    renderApp('/admin/orders');
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /#1042/ })).toBeInTheDocument();
  });
});
