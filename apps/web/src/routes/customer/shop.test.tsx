import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';
import {
  api,
  apiError,
  brands,
  categories,
  product,
  productPage,
  signIn,
  wishlist,
} from '../../test/shop-data';
import { expectToast } from '../../test/toast';

let productQueries: URLSearchParams[] = [];
let answer: (query: URLSearchParams) => Response = () =>
  HttpResponse.json(productPage([product(1), product(2)]));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  productQueries = [];
  answer = () => HttpResponse.json(productPage([product(1), product(2)]));
  server.use(
    http.get(api('/api/products/getallproducts'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      productQueries.push(query);
      return answer(query);
    }),
    http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
    http.get(api('/api/brands'), () => HttpResponse.json(brands)),
    http.get(api('/api/products/price-range'), () => HttpResponse.json(priceRange)),
  );
});

let priceRange = { minPrice: 0, maxPrice: 1000 };
beforeEach(() => {
  priceRange = { minPrice: 0, maxPrice: 1000 };
});

const lastQuery = () => productQueries.at(-1) ?? new URLSearchParams();

describe('/shop', () => {
  it('shows the products of the server, asked with the filters of the URL', async () => {
    renderApp('/shop?q=brush&categoryId=1&brandId=2&brandId=1&maxPrice=500&availability=inStock&page=2');
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Results for “brush”' })).toBeVisible();
    const query = lastQuery();
    expect(query.get('q')).toBe('brush');
    expect(query.get('categoryId')).toBe('1');
    expect(query.getAll('brandId')).toEqual(['2', '1']);
    expect(query.get('maxPrice')).toBe('500');
    expect(query.get('availability')).toBe('inStock');
    expect(query.get('page')).toBe('1');
  });

  it('says "1,000+ products" when the server counted only that many of its matches', async () => {
    answer = () => {
      const page = productPage([product(1), product(2)]);
      return HttpResponse.json({
        data: { ...page.data, totalElements: 1000, totalElementsCapped: true, totalPages: 84 },
      });
    };
    renderApp('/shop?q=brush');
    expect(await screen.findByText('1,000+ products')).toBeVisible();
  });

  it('shows a loading state, then the empty text naming the chosen category', async () => {
    answer = () => HttpResponse.json(productPage([]));
    renderApp('/shop?categoryId=3');
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    expect(await screen.findByText('Sorry ! No products found in Floss category.')).toBeVisible();
  });

  it('shows the error with Retry, which asks again', async () => {
    answer = () => apiError(500, 'INTERNAL_ERROR', 'The shop is resting.');
    renderApp('/shop');
    expect(await screen.findByText('The shop is resting.')).toBeVisible();
    answer = () => HttpResponse.json(productPage([product(3)]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Product 3' })).toBeVisible();
  });

  it('keeps a chosen filter in the URL, and Back undoes it', async () => {
    answer = (query) =>
      HttpResponse.json(productPage(query.get('availability') ? [product(5)] : [product(1), product(2)]));
    const { router } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Product 1' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'TePe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brandId=2'));
    await waitFor(() => expect(lastQuery().getAll('brandId')).toEqual(['2']));
    await userEvent.click(screen.getByRole('radio', { name: 'In stock' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brandId=2&availability=inStock'));
    expect(await screen.findByRole('link', { name: 'Product 5' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'TePe' })).toBeChecked();

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'TePe' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Product 5' })).not.toBeInTheDocument();
  });

  it('applies a moved price thumb once it settles, as one history entry', async () => {
    const { router } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Product 1' });
    const before = productQueries.length;
    screen.getByRole('slider', { name: /Maximum price/ }).focus();
    // The three presses in one go, as a held key sends them: with a pause between presses on a
    // busy machine the thumb would settle at 998 first, which is a different story.
    await userEvent.setup({ delay: null }).keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?maxPrice=997'));
    await waitFor(() => expect(lastQuery().get('maxPrice')).toBe('997'));
    expect(productQueries.length).toBe(before + 1);
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('spans the whole catalogue by default (dearer than $1,000 too), limiting nothing', async () => {
    priceRange = { minPrice: 2.5, maxPrice: 1450 };
    renderApp('/shop');
    await screen.findByRole('link', { name: 'Product 1' });
    expect(lastQuery().has('minPrice')).toBe(false);
    expect(lastQuery().has('maxPrice')).toBe(false);
    await waitFor(() => expect(screen.getByRole('slider', { name: /Maximum price/ })).toHaveValue('1450'));
    expect(screen.getByRole('slider', { name: /Minimum price/ })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('shows a price filter from the URL as one: Clear Filters is on and clears it', async () => {
    priceRange = { minPrice: 2.5, maxPrice: 1450 };
    const { router } = renderApp('/shop?maxPrice=1000');
    await screen.findByRole('link', { name: 'Product 1' });
    expect(lastQuery().get('maxPrice')).toBe('1000');
    const clear = screen.getByRole('button', { name: 'Clear Filters' });
    await waitFor(() => expect(clear).toBeEnabled());
    await userEvent.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery().has('maxPrice')).toBe(false));
  });

  it('pages through the results with the page in the URL', async () => {
    answer = () => HttpResponse.json(productPage([product(1)], { totalPages: 3 }));
    const { router } = renderApp('/shop');
    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(lastQuery().get('page')).toBe('1'));
  });

  it('wishes a product from its card and says so', async () => {
    let wished: unknown;
    signIn();
    server.use(
      http.post(api('/api/wishlist/add'), async ({ request }) => {
        wished = await request.json();
        return HttpResponse.json(wishlist([2]));
      }),
    );
    renderApp('/shop');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Product 2 to wishlist' }));
    await expectToast('Added to Wishlist !');
    expect(wished).toEqual({ productId: 2 });
    expect(screen.getByRole('button', { name: 'Save Product 2 to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
