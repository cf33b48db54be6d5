import { orderStatuses } from '@idl/api-contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminOrderByStatus } from '../adminOrders.fixtures';
import type { AdminOrderStatus } from '../adminOrderTypes';
import { AdminOrderDetail } from './AdminOrderDetail';
import { exampleDeliveryDate, isCalendarDay } from './AdminOrderDetailShipDialog';

const buttonsFor = {
  Pending: ['Confirm Payment', 'Cancel Order'],
  'In Progress': ['Mark as Shipped', 'Cancel Order'],
  Shipped: ['Mark as Completed'],
  Completed: [],
  Cancelled: [],
} as const;

function statusButtons() {
  const group = screen.queryByRole('group', { name: 'Order status actions' });
  return group ? [...group.querySelectorAll('button')].map((b) => b.textContent) : [];
}

describe('AdminOrderDetail status controls', () => {
  it.each(orderStatuses)('shows only the moves allowed from %s', (status) => {
    render(<AdminOrderDetail order={adminOrderByStatus[status]} orderId={1042} onStatusChange={vi.fn()} />);
    const group = screen.queryByRole('group', { name: 'Order status actions' });
    const labels = group ? [...group.querySelectorAll('button')].map((b) => b.textContent) : [];
    expect(labels).toEqual(buttonsFor[status]);
  });

  it('offers only the moves the server gave, whatever the status', () => {
    // An unpaid card order: the server accepts cancelling only (Stripe confirms the payment).
    const order = { ...adminOrderByStatus.Pending, nextStatuses: ['Cancelled'] as AdminOrderStatus[] };
    render(<AdminOrderDetail order={order} orderId={1042} onStatusChange={vi.fn()} />);
    expect(statusButtons()).toEqual(['Cancel Order']);
  });

  it('says no change is possible when the server gave no move', () => {
    const order = { ...adminOrderByStatus.Shipped, nextStatuses: [] };
    render(<AdminOrderDetail order={order} orderId={1042} onStatusChange={vi.fn()} />);
    expect(statusButtons()).toEqual([]);
    expect(screen.getByText('This order is shipped. No further status changes.')).toBeInTheDocument();
  });

  it('disables every move while one is being saved', () => {
    render(
      <AdminOrderDetail
        order={adminOrderByStatus.Pending}
        orderId={1042}
        pendingStatus="In Progress"
        onStatusChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
  });
});

describe('isCalendarDay', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-03-20')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('refuses impossible days and other formats', () => {
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('20/03/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});

describe('the ship dialog example date', () => {
  it('is a week after today, so it is never in the past', () => {
    expect(exampleDeliveryDate(new Date(2026, 10, 24, 23, 30))).toBe('2026-12-01');
    expect(exampleDeliveryDate(new Date(2026, 11, 28, 9, 0))).toBe('2027-01-04');
  });

  it('shows a day after today in the field and in its error', () => {
    render(
      <AdminOrderDetail
        order={adminOrderByStatus['In Progress']}
        orderId={1042}
        onStatusChange={vi.fn()}
        defaultDialog="ship"
      />,
    );
    const field = screen.getByRole('textbox', { name: /Expected Delivery Date/ });
    const today = exampleDeliveryDate(new Date(Date.now() - 7 * 24 * 3600 * 1000));
    expect(field.getAttribute('placeholder')! > today).toBe(true);
    fireEvent.change(field, { target: { value: '2026-02-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      screen.getByText(`Enter the date as YYYY-MM-DD, e.g. ${field.getAttribute('placeholder')}`),
    ).toBeTruthy();
  });
});
