import { reconciliationSchema } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api } from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

const none = { cardOrders: 0, transferOrders: 0, warrantyDues: 0, moneyIn: 0, refunds: 0, net: 0 };
const report = (from: string, to: string) =>
  reconciliationSchema.parse({
    from,
    to,
    days: [
      { day: from, cardOrders: 40, transferOrders: 25, warrantyDues: 99, moneyIn: 164, refunds: 0, net: 164 },
      { day: to, ...none, refunds: 40, net: -40 },
    ],
    totals: { cardOrders: 40, transferOrders: 25, warrantyDues: 99, moneyIn: 164, refunds: 40, net: 124 },
    check: {
      ordersPaid: 65,
      ordersRefunded: 40,
      duesPaid: 99,
      duesRefunded: 0,
      expectedNet: 124,
      matches: true,
    },
  });

setUpAdminTests();
describe('/admin/payments', () => {
  it('shows the range in the address by day, with totals and the check, and asks for a new range', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/api/admin/payments/reconciliation'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('from')}..${query.get('to')}`);
        return HttpResponse.json(report(query.get('from')!, query.get('to')!));
      }),
    );
    const { router } = renderApp('/admin/payments?from=2026-03-02&to=2026-03-03');
    const table = await screen.findByRole('grid', { name: 'Payments by day' });
    expect(await within(table).findByRole('row', { name: /Mar 2, 2026/ })).toHaveTextContent('$164.00');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('$124.00');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'The totals match the orders and dues.',
    );
    expect(asked).toEqual(['2026-03-02..2026-03-03']);

    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-03-03'));
    await waitFor(() => expect(asked).toContain('2026-02-01..2026-03-03'));
  });

  it('says why a range is refused', async () => {
    server.use(
      http.get(api('/api/admin/payments/reconciliation'), () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'to: At most 92 days at a time' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/admin/payments?from=2026-01-01&to=2026-06-30');
    expect(await screen.findByText('to: At most 92 days at a time')).toBeInTheDocument();
  });
});
