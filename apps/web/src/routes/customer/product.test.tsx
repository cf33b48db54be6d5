import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';
import {
  api,
  apiError,
  cart,
  cartLine,
  countries,
  product,
  reviewsPage,
  signIn,
  wishlist,
} from '../../test/shop-data';
import { expectToast } from '../../test/toast';

const brush = product(7, {
  name: 'Interdental brush',
  options: {
    dimension: 'size',
    values: [
      { value: 'S', stockQuantity: 4, sku: 'B-S' },
      { value: 'M', stockQuantity: 0, sku: 'B-M' },
    ],
  },
  stockQuantity: 4,
});

let cartAdds: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  cartAdds = [];
  server.use(
    http.get(api('/api/products/7'), () => HttpResponse.json({ data: brush })),
    http.get(api('/api/products/7/related'), () => HttpResponse.json([product(8), product(9)])),
    http.get(api('/api/products/7/reviews'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json(
        page === 0
          ? reviewsPage([{ id: 1, rating: 5, comment: 'Gentle', authorName: 'Ada L.' }], { totalPages: 2 })
          : reviewsPage([{ id: 2, rating: 3, comment: 'Too small', authorName: 'Bob K.' }], {
              page: 1,
              totalPages: 2,
            }),
      );
    }),
    http.post(api('/api/cart/add'), async ({ request }) => {
      cartAdds.push(await request.json());
      return HttpResponse.json(cart([cartLine(50, 7, 1)]));
    }),
    http.get(api('/api/countries'), () => HttpResponse.json(countries)),
  );
});

describe('/product/:productId', () => {
  it('shows the product, its reviews with Load More, and related products', async () => {
    renderApp('/product/7');
    expect(await screen.findByRole('heading', { name: 'Interdental brush', level: 1 })).toBeVisible();
    expect(await screen.findByText('Gentle')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Too small')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Product 8' })[0]).toBeInTheDocument();
  });

  it('says a lab service is ordered by the dentist, with the lab’s contact, and offers no cart', async () => {
    server.use(
      http.get(api('/api/products/7'), () =>
        HttpResponse.json({
          data: product(7, {
            name: 'Emax Veneer',
            labService: { kind: 'veneer', turnaroundWorkingDays: 7 },
          }),
        }),
      ),
    );
    renderApp('/product/7');
    expect(await screen.findByRole('heading', { name: 'Emax Veneer', level: 1 })).toBeVisible();
    const note = screen.getByRole('region', { name: 'Ordered by your dentist' });
    expect(note).toHaveTextContent('a veneer takes 7 working days');
    expect(within(note).getByRole('link', { name: 'support@interdentallab.com' })).toHaveAttribute(
      'href',
      'mailto:support@interdentallab.com',
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it("names the product in the tab's title and description, and follows the visitor's navigation", async () => {
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const { router } = renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Interdental brush', level: 1 });
    await waitFor(() => expect(document.title).toBe('Interdental brush | Interdental Lab'));
    expect(description()).toBe(brush.description);
    await router.navigate('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Interdental Lab'));
    await router.navigate('/login');
    await waitFor(() => expect(document.title).toBe('Log In | Interdental Lab'));
    expect(description()).toBe('Log in to your Interdental Lab account.');
    // Back on the product (its data cached): the product's own title wins over the route's.
    await router.navigate('/product/7');
    await screen.findByRole('heading', { name: 'Interdental brush', level: 1 });
    await waitFor(() => expect(document.title).toBe('Interdental brush | Interdental Lab'));
  });

  it('adds the chosen option to the cart and says so', async () => {
    signIn();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/api/cart/add'), async ({ request }) => {
        cartAdds.push(await request.json());
        await answered;
        return HttpResponse.json(cart([cartLine(50, 7, 1)]));
      }),
    );
    renderApp('/product/7');
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'S' }));
    await userEvent.click(add);
    expect(await screen.findByText('Adding...')).toBeVisible();
    release();
    await expectToast('Added to Cart !');
    expect(cartAdds).toEqual([{ productId: 7, quantity: 1, optionValue: 'S' }]);
  });

  it('tells why the cart refused the product', async () => {
    signIn();
    server.use(
      http.post(api('/api/cart/add'), () =>
        apiError(409, 'OUT_OF_STOCK', 'Only 4 of Interdental brush are in stock'),
      ),
    );
    renderApp('/product/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'S' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 4 of Interdental brush are in stock')).toBeVisible();
  });

  it('Buy Now adds the product and opens the cart at Checkout', async () => {
    signIn();
    renderApp('/product/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'S' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(panel).getByRole('form', { name: 'Checkout details' })).toBeVisible();
    expect(cartAdds).toHaveLength(1);
  });

  it('toggles the wishlist heart with a toast each way', async () => {
    signIn();
    server.use(
      http.post(api('/api/wishlist/add'), () => HttpResponse.json(wishlist([7]))),
      http.delete(api('/api/wishlist/107/remove'), () => HttpResponse.json(wishlist([]))),
    );
    renderApp('/product/7');
    const heart = await screen.findByRole('button', { name: 'Save Interdental brush to wishlist' });
    await userEvent.click(heart);
    await expectToast('Added to Wishlist !');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await expectToast('Product Removed From Wishlist !');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('asks a logged-out visitor to log in instead of adding to the cart or the wishlist', async () => {
    renderApp('/product/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'S' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Please log in or register to proceed further')).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save Interdental brush to wishlist' }));
    expect(await screen.findByText('Please log in or register to proceed further')).toBeVisible();
    expect(screen.queryByText('Added to Cart !')).not.toBeInTheDocument();
    expect(cartAdds).toEqual([]);
  });

  it('shows why the product could not be loaded, with Retry (a failure that may pass)', async () => {
    let answer = () => apiError(503, 'UNAVAILABLE', 'The catalogue is resting, try again');
    server.use(http.get(api('/api/products/7'), () => answer()));
    renderApp('/product/7');
    expect(await screen.findByText('The catalogue is resting, try again')).toBeVisible();
    answer = () => HttpResponse.json({ data: brush });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Interdental brush', level: 1 })).toBeVisible();
  });

  it('shows why the related products could not be loaded under their heading, with Retry', async () => {
    let answer = () => HttpResponse.error();
    server.use(http.get(api('/api/products/7/related'), () => answer()));
    renderApp('/product/7');
    expect(await screen.findByRole('heading', { name: 'Interdental brush', level: 1 })).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The related products could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Related Products', level: 2 })).toBeVisible();
    expect(screen.queryByText('No Related Products Found.')).not.toBeInTheDocument();
    answer = () => HttpResponse.json([product(8), product(9)]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByRole('link', { name: 'Product 8' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the not-found page, without Retry, for a product that does not exist', async () => {
    server.use(http.get(api('/api/products/7'), () => apiError(404, 'NOT_FOUND', 'No product has this id')));
    renderApp('/product/7');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an address that names no product (/product/abc)', async () => {
    renderApp('/product/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByText(/Expected a whole number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('puts one in the cart when Add to Cart is double-clicked', async () => {
    signIn();
    renderApp('/product/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'S' }));
    // A person's double click is two presses well inside the double-click time; a busy test
    // machine can take longer than that between userEvent's two clicks, so the clock stands still
    // (timers still run).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await userEvent.dblClick(screen.getByRole('button', { name: 'Add to Cart' }));
      await expectToast('Added to Cart !');
    } finally {
      vi.useRealTimers();
    }
    expect(cartAdds).toEqual([{ productId: 7, quantity: 1, optionValue: 'S' }]);
  });
});
