import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';
import { api, apiError, myOrders, order, signIn } from '../../test/shop-data';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('/orders', () => {
  it('puts each order under its tab; a card opens its order-info', async () => {
    server.use(
      http.get(api('/api/orders'), () =>
        HttpResponse.json(
          myOrders([
            { orderId: 11, orderStatus: 'Pending' },
            { orderId: 12, orderStatus: 'Shipped' },
            { orderId: 13, orderStatus: 'Completed' },
          ]),
        ),
      ),
      http.get(api('/api/orders/11'), () => HttpResponse.json(order(11))),
    );
    const { router } = renderApp('/orders');
    const active = await screen.findByRole('tabpanel');
    expect(await within(active).findByText(/Product of order 11/)).toBeVisible();
    expect(within(active).queryByText(/Product of order 12/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await within(screen.getByRole('tabpanel')).findByText(/Product of order 13/)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=11'));
    expect(await screen.findByRole('heading', { name: 'Order #11' })).toBeVisible();
  });

  it('keeps cancelled orders under Cancelled, a tab the address remembers', async () => {
    server.use(
      http.get(api('/api/orders'), () =>
        HttpResponse.json(
          myOrders([
            { orderId: 11, orderStatus: 'Pending' },
            { orderId: 14, orderStatus: 'Cancelled' },
          ]),
        ),
      ),
    );
    const { router } = renderApp('/orders');
    const active = await screen.findByRole('tabpanel');
    expect(await within(active).findByText(/Product of order 11/)).toBeVisible();
    expect(within(active).queryByText(/Product of order 14/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await within(screen.getByRole('tabpanel')).findByText(/Product of order 14/)).toBeVisible();
    expect(router.state.location.search).toBe('?tab=cancelled');
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('says when a tab has no orders', async () => {
    server.use(http.get(api('/api/orders'), () => HttpResponse.json(myOrders([]))));
    renderApp('/orders');
    expect(await screen.findByText('You have no active orders yet.')).toBeVisible();
  });

  it('shows loading, then the error with Try Again', async () => {
    let answer = () => apiError(500, 'INTERNAL_ERROR', 'Orders are away.');
    server.use(http.get(api('/api/orders'), () => answer()));
    renderApp('/orders');
    expect(await screen.findByText('Loading orders')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders are away.');
    answer = () => HttpResponse.json(myOrders([{ orderId: 11, orderStatus: 'In Progress' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Product of order 11/)).toBeVisible();
  });
});
