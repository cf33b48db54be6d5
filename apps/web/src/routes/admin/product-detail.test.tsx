import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure, makeProduct, productPage, sampleReviews } from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

const floss = makeProduct(7, 'Floss Picks', { soldCount: 214, stockQuantity: 40 });

function productServer() {
  const stockCalls: unknown[] = [];
  server.use(
    http.get(api('/product/get/:productId'), () => HttpResponse.json(floss)),
    http.get(api('/api/products/:id/reviews'), () => HttpResponse.json(sampleReviews)),
    http.post(api('/product/stock'), async ({ request }) => {
      stockCalls.push(await request.json());
      return HttpResponse.json([{ ...floss, stockQuantity: 50 }]);
    }),
  );
  return stockCalls;
}

describe('/admin/products/:productId', () => {
  it('shows the details, the sold count, the rating and the reviews', async () => {
    productServer();
    renderApp('/admin/products/7');
    expect(await screen.findByRole('heading', { name: 'Floss Picks' })).toBeInTheDocument();
    expect(screen.getByText('214')).toBeInTheDocument();
    expect(await screen.findByText('Gentle and sturdy.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Product\s*#7/ })).toBeInTheDocument();
  });

  it('adds stock from the detail page', async () => {
    const stockCalls = productServer();
    renderApp('/admin/products/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    await userEvent.type(within(dialog).getByLabelText('Amount to Add to Floss Picks'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(stockCalls).toEqual([{ items: [{ productId: 7, quantity: 10 }] }]));
  });

  it('goes to the form on Edit', async () => {
    productServer();
    server.use(
      http.get(api('/category/getAllCategories'), () => HttpResponse.json([])),
      http.get(api('/api/admin/brands'), () => HttpResponse.json([])),
    );
    const { router } = renderApp('/admin/products/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/update-product/7'));
  });

  it('deletes after confirmation and returns to the list', async () => {
    productServer();
    server.use(
      http.delete(api('/product/delete/:productId'), () =>
        HttpResponse.json({ message: 'Product archived', archived: true }),
      ),
      http.get(api('/product/getAll'), () => HttpResponse.json(productPage([]))),
      http.get(api('/category/getAllCategories'), () => HttpResponse.json([])),
      http.get(api('/api/admin/brands'), () => HttpResponse.json([])),
    );
    const { router } = renderApp('/admin/products/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByText(/Product archived/)).toBeInTheDocument();
  });

  it('shows a load failure with Try Again, and not found for an unknown product', async () => {
    let calls = 0;
    server.use(
      http.get(api('/product/get/:productId'), ({ params }) => {
        if (params.productId === '404') return failure(404, 'The product was not found');
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(floss);
      }),
      http.get(api('/api/products/:id/reviews'), () => HttpResponse.json(sampleReviews)),
    );
    const { unmount } = renderApp('/admin/products/7');
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Floss Picks' })).toBeInTheDocument();
    unmount();
    renderApp('/admin/products/404');
    // The address names a product that does not exist: say so, not that the admin page is unknown.
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});
