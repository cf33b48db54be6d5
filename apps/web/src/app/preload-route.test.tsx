import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { renderApp } from '../test/render';
import { api, brands, categories, product, productPage } from '../test/shop-data';
import { preloadRoute } from './preload-route';
import { createQueryClient } from './query-client';

let asked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  asked = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
  };
  server.use(
    http.get(api('/api/products/getallproducts'), ({ request }) => {
      note(request);
      return HttpResponse.json(productPage([product(1, { name: 'Early Floss' })]));
    }),
    http.get(api('/api/products/7'), ({ request }) => {
      note(request);
      return HttpResponse.json({ data: product(7, { name: 'Early Brush' }) });
    }),
    http.get(api('/category/getAllCategories'), ({ request }) => {
      note(request);
      return HttpResponse.json(categories);
    }),
    http.get(api('/api/brands'), ({ request }) => {
      note(request);
      return HttpResponse.json(brands);
    }),
    http.get(api('/api/products/price-range'), ({ request }) => {
      note(request);
      return HttpResponse.json({ minPrice: 2, maxPrice: 40 });
    }),
  );
});

const productListAsks = () => asked.filter((path) => path.includes('/getallproducts'));

describe('the first page asks for its data before it renders', () => {
  it('fetches the shop’s products for the address’s filters, and the page shows them without asking again', async () => {
    const queryClient = createQueryClient();
    preloadRoute({ pathname: '/shop', search: '?q=floss&page=2' }, queryClient);
    await expect.poll(() => productListAsks()).toHaveLength(1);
    expect(productListAsks()[0]).toContain('q=floss');
    expect(asked.some((path) => path.includes('/getAllCategories'))).toBe(true);
    expect(asked.some((path) => path.includes('/api/brands'))).toBe(true);
    expect(asked.some((path) => path.includes('/price-range'))).toBe(true);

    renderApp('/shop?q=floss&page=2', { queryClient });
    expect(await screen.findByRole('link', { name: 'Early Floss' })).toBeVisible();
    expect(productListAsks()).toHaveLength(1);
  });

  it('fetches a product page’s product', async () => {
    const queryClient = createQueryClient();
    preloadRoute({ pathname: '/product/7', search: '' }, queryClient);
    await expect.poll(() => asked).toContain('/interdentallab/api/products/7');
  });

  it('asks for nothing on a page without catalogue data or with a malformed product address', async () => {
    const queryClient = createQueryClient();
    preloadRoute({ pathname: '/about-us', search: '' }, queryClient);
    preloadRoute({ pathname: '/product/not-a-number', search: '' }, queryClient);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
  });
});
