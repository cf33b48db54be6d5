import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { createQueryClient } from '../../app/query-client';
import { server } from '../../test/server';
import { SessionProvider } from '../session/session';
import { cartCount, useAddToCart, useCart, useSetCartQuantity } from './use-cart';

const line = (quantity: number) => ({
  id: 5,
  productId: 9,
  productName: 'Interdental brush',
  price: 4.5,
  available: 10,
  quantity,
  imageUrl: null,
});

let cartReads = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  cartReads = 0;
  window.localStorage.setItem(SESSION_KEY, 'token');
  server.use(
    http.get('*/interdentallab/api/users/me', () =>
      HttpResponse.json({
        id: 1,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'L',
        roles: ['PATIENT'],
        status: 'active',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ),
    http.get('*/interdentallab/api/cart', () => {
      cartReads += 1;
      return HttpResponse.json({ items: [line(1)], totalAmount: 4.5, salesTax: 0, grandTotal: 4.5 });
    }),
  );
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

function useCartAndChanges() {
  return { cart: useCart(), add: useAddToCart(), setQuantity: useSetCartQuantity() };
}

describe('the cart', () => {
  it('shows the answer of a change without reading the cart again (no refetch loop)', async () => {
    let sentBody: unknown;
    server.use(
      http.post('*/interdentallab/api/cart/add', async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ items: [line(2)], totalAmount: 9, salesTax: 0, grandTotal: 9 });
      }),
    );
    const { result } = renderHook(useCartAndChanges, { wrapper });
    await waitFor(() => expect(result.current.cart.data?.items).toHaveLength(1));
    await act(() => result.current.add.mutateAsync({ productId: 9, quantity: 1 }));
    await waitFor(() => expect(cartCount(result.current.cart.data)).toBe(2));
    expect(result.current.cart.data?.totalAmount).toBe(9);
    expect(sentBody).toEqual({ productId: 9, quantity: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartReads).toBe(1);
  });

  it('changes a quantity on the server with the spec payload', async () => {
    let sent: unknown;
    server.use(
      http.put('*/interdentallab/api/cart/5/update', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ items: [line(3)], totalAmount: 13.5, salesTax: 0, grandTotal: 13.5 });
      }),
    );
    const { result } = renderHook(useCartAndChanges, { wrapper });
    await waitFor(() => expect(result.current.cart.data).toBeDefined());
    await act(() => result.current.setQuantity.mutateAsync({ cartItemId: 5, quantity: 3 }));
    expect(sent).toEqual({ cartItemId: 5, quantity: 3 });
    await waitFor(() => expect(cartCount(result.current.cart.data)).toBe(3));
  });
});
