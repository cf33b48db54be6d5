import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from '@idl/design-system';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../app/query-client';
import { CustomerLayout } from './customer-layout';
import { SessionProvider } from '../../features/session/session';
import { useShell } from '../../features/shell/shell';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';
import {
  api,
  apiError,
  cart,
  cartLine,
  countries,
  order,
  product,
  reviewsPage,
  signIn,
} from '../../test/shop-data';
import { cartCount, cartKey } from '../../features/cart/use-cart';
import type { Cart } from '@idl/api-contract';

let serverCart: Cart;
let placed: { body: unknown; key: string | null }[] = [];
let placeAnswer: () => Response | Promise<Response>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  signIn();
  placed = [];
  serverCart = cart([cartLine(1, 7, 1, 4.5), cartLine(2, 8, 2, 10)]);
  placeAnswer = () => HttpResponse.json(order(31), { status: 201 });
  server.use(
    http.get(api('/api/cart'), () => HttpResponse.json(serverCart)),
    http.post(api('/api/cart/add'), () => HttpResponse.json(serverCart)),
    http.put(api('/api/cart/:id/update'), async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      serverCart = cart(
        serverCart.items.map((line) =>
          line.id === Number(params.id) ? { ...line, quantity } : line,
        ) as never,
      );
      return HttpResponse.json(serverCart);
    }),
    http.delete(api('/api/cart/:id/remove'), ({ params }) => {
      serverCart = cart(serverCart.items.filter((line) => line.id !== Number(params.id)) as never);
      return HttpResponse.json(serverCart);
    }),
    http.get(api('/api/payment-options'), () =>
      HttpResponse.json({
        transferMethods: [
          { name: 'Zelle', payeeName: 'Interdental Lab LLC', account: 'pay@idl.example', instructions: '' },
        ],
        card: false,
      }),
    ),
    http.post(api('/api/orders'), async ({ request }) => {
      placed.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return placeAnswer();
    }),
    http.get(api('/api/countries'), () => HttpResponse.json(countries)),
    http.get(api('/api/products/7'), () => HttpResponse.json({ data: product(7) })),
    http.get(api('/api/products/7/related'), () => HttpResponse.json([])),
    http.get(api('/api/products/7/reviews'), () => HttpResponse.json(reviewsPage([]))),
  );
});

/** Buy Now on a product page opens the panel at Checkout; Go Back shows the cart. */
async function openPanel() {
  const view = renderApp('/product/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
  const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  return { ...view, panel };
}

/** Replaces a field's text by pasting (one input event: typing letter by letter is slow in jsdom). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

async function fillCheckout(panel: HTMLElement) {
  const field = (name: string) => within(panel).getByRole('textbox', { name });
  await enter(field('Full Name'), 'Ada Lovelace');
  await enter(field('Contact Number'), '+1 305 555 0142');
  await enter(field('Email Address'), 'ada@example.com');
  await userEvent.type(within(panel).getByRole('combobox', { name: 'Country' }), 'Uni');
  await userEvent.click(await screen.findByRole('option', { name: 'United States' }));
  await enter(field('State/Province'), 'Florida');
  await enter(field('City'), 'Miami');
  await enter(field('Street'), '1 Ocean Dr');
  await enter(field('Name on the Account'), 'Ada');
  await enter(field('User Name or Account Number'), 'ada');
  await enter(field('E-mail or Phone of the Account'), 'ada@example.com');
}

function OpenCart() {
  const shell = useShell();
  return <Button onPress={() => shell.openCart()}>Open cart</Button>;
}

/** The customer layout with one page whose button opens the cart, as the header's cart icon does. */
function renderLayoutWithCartButton() {
  const queryClient = createQueryClient();
  // The app's own options (a cart read stays fresh for 30 s), without retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([
    { element: <CustomerLayout />, children: [{ path: '/', element: <OpenCart /> }] },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the cart panel', () => {
  it('shows why the cart could not be loaded, with Retry', async () => {
    let answer = () => apiError(500, 'INTERNAL_ERROR', 'The cart is resting.');
    server.use(http.get(api('/api/cart'), () => answer()));
    renderLayoutWithCartButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Open cart' }));
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The cart is resting.');
    answer = () => HttpResponse.json(cart([]));
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No Products added to Cart')).toBeVisible();
  });

  it('changes quantities on the server; minus at 1 removes the line; a refusal shows on its line', async () => {
    const { panel } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Go Back' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Increase quantity of Product 8' }));
    await waitFor(() => expect(serverCart.items.find((l) => l.id === 2)?.quantity).toBe(3));
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Product 7' }));
    await waitFor(() => expect(within(panel).queryByText('Product 7')).not.toBeInTheDocument());

    server.use(
      http.put(api('/api/cart/:id/update'), () =>
        apiError(409, 'OUT_OF_STOCK', 'Only 3 of Product 8 are in stock'),
      ),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Increase quantity of Product 8' }));
    expect(await within(panel).findByText('Only 3 of Product 8 are in stock')).toBeVisible();
  });

  it('reads the cart afresh on opening and says what changed since the lines were added', async () => {
    let acknowledged = 0;
    let cartReads = 0;
    server.use(
      http.get(api('/api/cart'), () => {
        cartReads += 1;
        return HttpResponse.json(serverCart);
      }),
      http.post(api('/api/cart/acknowledge-prices'), () => {
        acknowledged += 1;
        serverCart = cart(serverCart.items.map(({ previousPrice: _seen, ...line }) => line) as never);
        return HttpResponse.json(serverCart);
      }),
    );
    renderLayoutWithCartButton();
    const open = await screen.findByRole('button', { name: 'Open cart' });
    // The page has the cart already (the header's count).
    await waitFor(() => expect(cartReads).toBe(1));
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    // The shop raised a price and sold the other product down after the page loaded the cart.
    serverCart = cart([
      cartLine(1, 7, 1, 5.25, { previousPrice: 4.5 }),
      cartLine(2, 8, 2, 10, { available: 1 }),
    ]);
    await userEvent.click(open);
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    const notice = await within(panel).findByRole('region', {
      name: 'Your cart changed since you added these',
    });
    expect(within(notice).getByText('Product 7: now $5.25 each (was $4.50)')).toBeVisible();
    expect(
      within(notice).getByText('Product 8: only 1 left (you have 2): lower the quantity to order'),
    ).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'OK, Noted' }));
    await waitFor(() => expect(acknowledged).toBe(1));
    // The price is noted; the short stock is still said until the quantity fits.
    await waitFor(() => expect(within(panel).queryByText(/Product 7: now/)).not.toBeInTheDocument());
    expect(within(panel).getByText(/Product 8: only 1 left/)).toBeVisible();
  });

  it('validates the checkout form with messages and keeps the buyer on Checkout', async () => {
    const { panel } = await openPanel();
    await userEvent.clear(within(panel).getByRole('textbox', { name: 'Full Name' }));
    await enter(within(panel).getByRole('textbox', { name: 'Email Address' }), 'ada@example');
    await enter(within(panel).getByRole('textbox', { name: 'Contact Number' }), '12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(within(panel).getByText('Enter your full name')).toBeVisible();
    expect(within(panel).getByText('Enter a valid e-mail address, e.g. name@example.com')).toBeVisible();
    expect(within(panel).getByText('Enter a valid phone number, e.g. +1 305 555 0142')).toBeVisible();
    expect(within(panel).getByText('Choose your country')).toBeVisible();
    expect(within(panel).getByRole('form', { name: 'Checkout details' })).toBeVisible();
  });

  it('reviews the server cart, places the order once with an idempotency key, then shows Completion', async () => {
    // The server quotes the tax: 7% of $24.50 is $1.72, so the order will cost $26.22.
    serverCart = { ...serverCart, salesTax: 1.72, grandTotal: 26.22 };
    const { panel, queryClient, router } = await openPanel();
    await fillCheckout(panel);
    await userEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('Product 8 × 2')).toBeVisible();
    expect(within(panel).getByText('$1.72')).toBeVisible();
    expect(within(panel).getByText('$26.22')).toBeVisible();
    expect(within(panel).getByText('1 Ocean Dr, Miami, Florida, United States')).toBeVisible();

    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    placeAnswer = async () => {
      await answered;
      return HttpResponse.json(order(31), { status: 201 });
    };
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm Order' }));
    const busy = await within(panel).findByRole('button', { name: 'Placing Order...' });
    await userEvent.click(busy);
    release();
    expect(await within(panel).findByText('Your Order Has Been Successfully Placed!')).toBeVisible();
    expect(within(panel).getByText('Order number: #31')).toBeVisible();
    expect(placed).toHaveLength(1);
    expect(placed[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(placed[0]?.body).toMatchObject({
      buyer: { fullName: 'Ada Lovelace', email: 'ada@example.com' },
      shipping: { country: 'United States', city: 'Miami' },
      paymentMethod: { provider: 'manual-transfer' },
    });
    expect(cartCount(queryClient.getQueryData<Cart>(cartKey))).toBe(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('starts from the account, says whom to pay, and keeps what was typed when the panel closes', async () => {
    const first = await openPanel();
    const field = (name: string) => within(first.panel).getByRole('textbox', { name });
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
    expect(field('Email Address')).toHaveValue('ada@example.com');
    expect(await within(first.panel).findByRole('region', { name: 'Pay by transfer' })).toHaveTextContent(
      'Send exactly $24.50 to this account',
    );
    await enter(field('City'), 'Miami');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A new page (e.g. Back, or leaving and returning): the draft of this tab is still there.
    first.unmount();
    const second = await openPanel();
    expect(within(second.panel).getByRole('textbox', { name: 'City' })).toHaveValue('Miami');
    expect(within(second.panel).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace');
  });

  it('shows a refusal on Review and keeps everything typed', async () => {
    placeAnswer = () => apiError(409, 'OUT_OF_STOCK', 'Only 1 of Product 8 is in stock');
    const { panel } = await openPanel();
    await fillCheckout(panel);
    await userEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Confirm Order' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Only 1 of Product 8 is in stock');
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit Details' }));
    expect(within(panel).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace');
    expect(within(panel).getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  });
});
