import { productPageResponseSchema } from '@idl/api-contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogueHandlers, signIn, signedInHandlers } from '../../test/account-handlers';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';

const productsUrl = '*/interdentallab/api/products/getallproducts';

const product = (id: number, name: string, price: number) => ({
  id,
  productId: id,
  name,
  title: name,
  price,
  description: `${name} made in Miami`,
  stockQuantity: 5,
  categoryId: 1,
  categoryName: 'Crowns',
  brandId: null,
  brandName: null,
  sku: `SKU-${id}`,
  imageUrls: [],
  img: null,
  options: null,
  rating: 4.5,
  reviewCount: 2,
  archived: false,
  maxUnitsPerOrder: null,
  labService: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const productPage = (items: ReturnType<typeof product>[]) =>
  productPageResponseSchema.parse({
    data: { content: items, totalElements: items.length, totalPages: 1, number: 0, size: 4 },
  });

// The route modules load lazily: their first transform can take seconds under load.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Load the lazily imported pages once, before any test waits for them.
  await Promise.all([import('./home'), import('./about')]);
}, 240_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the landing page', { timeout: 60_000 }, () => {
  it('shows four products of the real catalogue; View All opens the shop', async () => {
    let size: string | null = null;
    server.use(
      http.get(productsUrl, ({ request }) => {
        size = new URL(request.url).searchParams.get('size');
        return HttpResponse.json(
          productPage([product(1, 'Zirconia Crown', 396.84), product(2, 'Emax Veneer', 528.1)]),
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crafting Smiles with Innovation and Artistry' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zirconia Crown' })).toBeInTheDocument();
    expect(screen.getByText('$396.84')).toBeInTheDocument();
    expect(screen.getByText('$528.10')).toBeInTheDocument();
    expect(size).toBe('4');
    await user.click(screen.getByRole('button', { name: 'View All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('shows that products are loading, then an error with a retry that works', async () => {
    let calls = 0;
    server.use(
      http.get(productsUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json(productPage([product(3, 'Three-Unit Bridge', 742.55)]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/');
    expect(await screen.findByText('Loading featured products...')).toBeInTheDocument();
    expect(await screen.findByText('We could not load the featured products.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Three-Unit Bridge' })).toBeInTheDocument();
  });

  it('says the featured products could not be loaded when the server is out of reach; Try Again asks again', async () => {
    let calls = 0;
    server.use(
      http.get(productsUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json(productPage([product(3, 'Three-Unit Bridge', 742.55)]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/');
    const band = await screen.findByRole('region', { name: 'Featured products' });
    const alert = await within(band).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the featured products.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Three-Unit Bridge' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says when the catalogue has no products yet', async () => {
    server.use(http.get(productsUrl, () => HttpResponse.json(productPage([]))));
    renderApp('/');
    expect(
      await screen.findByText('New products are on their way. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('opens a featured product when its card is clicked', async () => {
    server.use(
      http.get(productsUrl, () => HttpResponse.json(productPage([product(1, 'Zirconia Crown', 396.84)]))),
      http.get('*/interdentallab/api/*', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Zirconia Crown' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/1'));
  });

  it('follows header links inside the app without reloading the page', async () => {
    server.use(http.get(productsUrl, () => HttpResponse.json(productPage([]))));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aboutus'));
    // The About Us page's own title (the landing page's title may still be there while it loads).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A dental lab that listens' }),
    ).toBeInTheDocument();
  });
});

describe('the marketing header for someone signed in', { timeout: 60_000 }, () => {
  it('shows their account menu instead of Log In / Register Now; Cart opens the cart', async () => {
    window.localStorage.clear();
    signIn();
    server.use(
      ...catalogueHandlers,
      ...signedInHandlers(),
      http.get(productsUrl, () => HttpResponse.json(productPage([product(1, 'Zirconia Crown', 120)]))),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/');
    const account = await screen.findByRole('button', { name: 'Account: Jane.doe' });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.state.location.search).toBe('');
  });
});

describe('/aboutus and /about-us', { timeout: 60_000 }, () => {
  it.each(['/aboutus', '/about-us'])('%s shows the same page with the View More dialog', async (path) => {
    const user = userEvent.setup({ delay: null });
    renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'View More' }));
    expect(await screen.findByRole('dialog', { name: 'About Interdental Lab' })).toBeInTheDocument();
  });
});
