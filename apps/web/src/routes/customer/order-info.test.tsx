import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';
import { api, apiError, order, reviewsPage, signIn } from '../../test/shop-data';
import { expectToast } from '../../test/toast';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const completed = (reviewed: boolean) =>
  order(21, {
    orderStatus: 'Completed',
    items: order(21).items.map((line) => ({ ...line, reviewed })),
    timeline: order(21).timeline.map((step) => ({ ...step, done: true, at: '2026-11-21T08:30:00.000Z' })),
  });

describe('/order-info', () => {
  it('shows the lines, totals and the tracking timeline with its timestamps', async () => {
    server.use(http.get(api('/api/orders/21'), () => HttpResponse.json(completed(true))));
    renderApp('/order-info?orderId=21');
    expect(await screen.findByRole('heading', { name: 'Order #21' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Products in this order' })).toHaveTextContent('Product 7');
    expect(screen.getByText('Grand Total')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Track Order' }));
    expect(
      within(screen.getByRole('tabpanel')).getAllByText('Nov 21, 2026, 3:30 AM EST').length,
    ).toBeGreaterThan(0);
  });

  it('Leave Review sends the rating, then the line offers View Review showing it', async () => {
    let reviewed = false;
    let sent: unknown;
    server.use(
      http.get(api('/api/orders/21'), () => HttpResponse.json(completed(reviewed))),
      http.post(api('/api/products/7/reviews'), async ({ request }) => {
        sent = await request.json();
        reviewed = true;
        const review = reviewsPage([
          { id: 5, rating: 4, comment: 'Fits well', authorName: 'Ada L.', mine: true },
        ]).reviews[0];
        return HttpResponse.json({ review, rating: 4, reviewCount: 1 }, { status: 201 });
      }),
      http.get(api('/api/products/7/reviews'), () =>
        HttpResponse.json(
          reviewsPage([{ id: 5, rating: 4, comment: 'Fits well', authorName: 'Ada L.', mine: true }]),
        ),
      ),
    );
    renderApp('/order-info?orderId=21');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Review for Product 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'How was the Service' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /4/ }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Fits well');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await expectToast('Thank you for your review !');
    expect(sent).toEqual({ rating: 4, comment: 'Fits well' });

    await userEvent.click(await screen.findByRole('button', { name: 'View Review of Product 7' }));
    const view = await screen.findByRole('dialog', { name: 'Your Review' });
    expect(within(view).getByText('Fits well')).toBeVisible();
  });

  it('shows why the order could not be loaded, with Try Again (a failure that may pass)', async () => {
    let answer = () => apiError(503, 'UNAVAILABLE', 'Orders are resting, try again');
    server.use(http.get(api('/api/orders/21'), () => answer()));
    renderApp('/order-info?orderId=21');
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders are resting, try again');
    answer = () => HttpResponse.json(order(21));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Order #21' })).toBeVisible();
  });

  it('signed out (an order link from an e-mail): Log in comes back to this order', async () => {
    window.localStorage.clear();
    renderApp('/order-info?orderId=21');
    expect(await screen.findByText('Log in to see your order.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Forder-info%3ForderId%3D21',
    );
  });

  it('shows the not-found page, without Retry, for an order that is not theirs or does not exist', async () => {
    server.use(http.get(api('/api/orders/99'), () => apiError(404, 'NOT_FOUND', 'This order was not found')));
    renderApp('/order-info?orderId=99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says so for an address without an order number', async () => {
    renderApp('/order-info');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be found.');
  });
});
