import type { Order, UpdateOrderStatusBody } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure, makeOrder } from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

/** An order kept on the 'server' that status changes move on, as the API does. */
function orderServer(start: Order) {
  let order = start;
  const changes: UpdateOrderStatusBody[] = [];
  server.use(
    http.get(api('/api/orders/:orderId'), () => HttpResponse.json(order)),
    http.patch(api('/api/admin/orders/:orderId/status'), async ({ request }) => {
      const change = (await request.json()) as UpdateOrderStatusBody;
      changes.push(change);
      order = makeOrder(change.status as Order['orderStatus'], {
        trackingId: order.trackingId,
        expectedDeliveryDate: order.expectedDeliveryDate,
        ...(change.trackingId ? { trackingId: change.trackingId } : {}),
        ...(change.expectedDeliveryDate ? { expectedDeliveryDate: change.expectedDeliveryDate } : {}),
        ...(change.status === 'Cancelled' ? { cancelledAt: '2026-03-15T12:00:00.000Z' } : {}),
      });
      return HttpResponse.json(order);
    }),
  );
  return changes;
}

describe('/admin/orders/:orderId', () => {
  it("shows the order's lines and totals under 'Order' #id", async () => {
    orderServer(makeOrder('Pending'));
    renderApp('/admin/orders/1042');
    expect(await screen.findByText('Floss Picks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Order\s*#1042/ })).toBeInTheDocument();
  });

  it('moves the order through every status, each step updating the view', async () => {
    const changes = orderServer(makeOrder('Pending'));
    renderApp('/admin/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Payment' }));
    const payment = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    await userEvent.click(within(payment).getByRole('button', { name: 'Confirm Payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Order #1042 as Shipped' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tracking Id/ }), 'UPS-777');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Expected Delivery Date/ }),
      '2026-03-21',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    const complete = await screen.findByRole('alertdialog', { name: 'Mark Order #1042 as Completed?' });
    await userEvent.click(within(complete).getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText(/This order is completed/)).toBeInTheDocument();
    expect(changes).toEqual([
      { status: 'In Progress' },
      { status: 'Shipped', trackingId: 'UPS-777', expectedDeliveryDate: '2026-03-21' },
      { status: 'Completed' },
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Track Order' }));
    expect(await screen.findByText('UPS-777')).toBeInTheDocument();
  });

  it('confirms a payment only after the admin confirms, then offers the next move', async () => {
    const changes = orderServer(makeOrder('Pending'));
    renderApp('/admin/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    expect(dialog).toHaveTextContent('the customer is told their order is confirmed and being prepared');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(changes).toEqual([]);
    // Nothing moved: the same button is still there, and focus went back to it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Payment' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    const again = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as Shipped' })).toHaveFocus());
    expect(again).not.toBeInTheDocument();
    expect(changes).toEqual([{ status: 'In Progress' }]);
  });

  it('marks the order completed only after the admin confirms', async () => {
    const changes = orderServer(makeOrder('Shipped'));
    renderApp('/admin/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Order #1042 as Completed?' });
    expect(dialog).toHaveTextContent('The customer is told it has been delivered');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(changes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    const again = await screen.findByRole('alertdialog', { name: 'Mark Order #1042 as Completed?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(screen.getByText(/This order is completed/)).toHaveFocus());
    expect(changes).toEqual([{ status: 'Completed' }]);
  });

  it('cancels only after the admin confirms', async () => {
    const changes = orderServer(makeOrder('Pending'));
    renderApp('/admin/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Order #1042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(changes).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel Order #1042?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText(/This order is cancelled/)).toBeInTheDocument();
    expect(changes).toEqual([{ status: 'Cancelled' }]);
  });

  it('offers only the moves the server gave', async () => {
    // An unpaid card order: the server takes no payment confirmation from an admin.
    orderServer(makeOrder('Pending', { nextStatuses: ['Cancelled'] }));
    renderApp('/admin/orders/1042');
    const actions = await screen.findByRole('group', { name: 'Order status actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel Order']);
    expect(screen.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a move", async () => {
    orderServer(makeOrder('Pending'));
    server.use(
      http.patch(api('/api/admin/orders/:orderId/status'), () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'This order was already cancelled' }, { status: 409 }),
      ),
    );
    renderApp('/admin/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    expect(await within(dialog).findByText('This order was already cancelled')).toBeInTheDocument();
  });

  it('shows a load failure with Try Again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/orders/:orderId'), () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(makeOrder('Pending'));
      }),
    );
    renderApp('/admin/orders/1042');
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Floss Picks')).toBeInTheDocument();
  });

  it('treats an address that is not an order id as not found', async () => {
    renderApp('/admin/orders/abc');
    expect(await screen.findByRole('heading', { name: 'This admin page does not exist' })).toBeVisible();
  });
});
