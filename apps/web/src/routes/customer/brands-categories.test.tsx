import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';
import { api, apiError, brands, categories, product, productPage } from '../../test/shop-data';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  server.use(
    http.get(api('/api/products/getallproducts'), () => HttpResponse.json(productPage([product(1)]))),
  );
});

describe('/brands', () => {
  it('lists the brands, each leading to the shop filtered by it', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/api/brands'), async () => {
        await answered;
        return HttpResponse.json(brands);
      }),
      http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
    );
    const { router } = renderApp('/brands');
    expect(await screen.findByText('Loading brands')).toBeVisible();
    release();
    await userEvent.click(await screen.findByRole('link', { name: 'TePe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brandId=2'));
    expect(router.state.location.pathname).toBe('/shop');
    expect(await screen.findByRole('checkbox', { name: 'TePe' })).toBeChecked();
  });

  it('says so when there are none', async () => {
    server.use(
      http.get(api('/api/brands'), () => HttpResponse.json({ ...brands, content: [], totalElements: 0 })),
    );
    renderApp('/brands');
    expect(await screen.findByText('No brands yet.')).toBeVisible();
  });

  it('shows the error with Retry', async () => {
    let fail = true;
    server.use(
      http.get(api('/api/brands'), () =>
        fail ? apiError(503, 'INTERNAL_ERROR', 'Brands are away.') : HttpResponse.json(brands),
      ),
    );
    renderApp('/brands');
    expect(await screen.findByRole('alert')).toHaveTextContent('Brands are away.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Curaprox' })).toBeVisible();
  });

  it('says the brands could not be loaded when the server is out of reach; Retry asks again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/brands'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(brands);
      }),
    );
    renderApp('/brands');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the brands.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Curaprox' })).toBeVisible();
    expect(calls).toBe(2);
  });
});

describe('/categories', () => {
  it('shows the category tree, each category leading to the shop filtered by it', async () => {
    server.use(
      http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
      http.get(api('/api/brands'), () => HttpResponse.json(brands)),
    );
    const { router } = renderApp('/categories');
    expect(await screen.findByRole('link', { name: 'Brushes' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Interdental brushes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=2'));
    expect(await screen.findByRole('radio', { name: /^Interdental brushes/ })).toBeChecked();
  });

  it('says so when there are none, and shows an error with Retry', async () => {
    let answer = () => apiError(500, 'INTERNAL_ERROR', 'Categories are away.');
    server.use(http.get(api('/category/getAllCategories'), () => answer()));
    renderApp('/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('Categories are away.');
    answer = () => HttpResponse.json([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No categories yet.')).toBeVisible();
  });
});
