import type { Product } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import {
  api,
  failure,
  makeProduct,
  productPage,
  sampleBrands,
  sampleCategories,
} from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();
beforeEach(() => {
  server.use(
    http.get(api('/category/getAllCategories'), () => HttpResponse.json(sampleCategories)),
    http.get(api('/api/admin/brands'), () => HttpResponse.json(sampleBrands)),
  );
});

/** Products kept on the 'server': stock and delete calls change them. */
function productsServer(start: Product[], totalPages = 1) {
  let products = start;
  const queries: URLSearchParams[] = [];
  const stockCalls: unknown[] = [];
  const deleted: number[] = [];
  server.use(
    http.get(api('/product/getAll'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const q = query.get('q')?.toLowerCase();
      return HttpResponse.json(
        productPage(
          products.filter((p) => !q || p.name.toLowerCase().includes(q)),
          totalPages,
        ),
      );
    }),
    http.post(api('/product/stock'), async ({ request }) => {
      const body = (await request.json()) as { items: { productId: number; quantity: number }[] };
      stockCalls.push(body);
      products = products.map((p) => {
        const change = body.items.find((i) => i.productId === p.productId);
        return change ? { ...p, stockQuantity: p.stockQuantity + change.quantity } : p;
      });
      return HttpResponse.json(products.filter((p) => body.items.some((i) => i.productId === p.productId)));
    }),
    http.delete(api('/product/delete/:productId'), ({ params }) => {
      deleted.push(Number(params.productId));
      products = products.filter((p) => p.productId !== Number(params.productId));
      return HttpResponse.json({ message: 'Product deleted successfully', archived: false });
    }),
  );
  return { queries, stockCalls, deleted };
}

const floss = makeProduct(7, 'Floss Picks');
const brush = makeProduct(8, 'Interdental Brush', { stockQuantity: 3 });

describe('/admin/products', () => {
  it('adds stock to two selected products through the Update Product Quantities modal', async () => {
    const { stockCalls } = productsServer([floss, brush]);
    renderApp('/admin/products');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Floss Picks' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Interdental Brush' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    expect(within(dialog).getByText('2 Variants selected')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount to Add to Floss Picks'), '30');
    await userEvent.type(within(dialog).getByLabelText('Amount to Add to Interdental Brush'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Stock updated successfully')).toBeInTheDocument();
    expect(stockCalls).toEqual([
      {
        items: [
          { productId: 7, quantity: 30 },
          { productId: 8, quantity: 20 },
        ],
      },
    ]);
    const row = await screen.findByRole('row', { name: /Interdental Brush/ });
    await waitFor(() => expect(within(row).getByText('23')).toBeInTheDocument());
  });

  it('deletes the selected product after confirmation', async () => {
    const { deleted } = productsServer([floss, brush]);
    renderApp('/admin/products');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Floss Picks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Product' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([7]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Floss Picks/ })).not.toBeInTheDocument());
  });

  it('searches and pages on the server, and opens a product', async () => {
    const { queries } = productsServer([floss, brush], 2);
    server.use(http.get(api('/product/get/:productId'), () => HttpResponse.json(floss)));
    server.use(
      http.get(api('/api/products/:id/reviews'), () =>
        HttpResponse.json({ reviews: [], rating: 0, reviewCount: 0, page: 0, size: 5, totalPages: 0 }),
      ),
    );
    const { router } = renderApp('/admin/products');
    await screen.findByRole('row', { name: /Floss Picks/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products by name' }), 'brush');
    // The search is debounced: on a slow machine a partial word ("b") is sent first and already
    // hides Floss Picks, so wait for the whole word to reach the server.
    await waitFor(() => expect(queries.some((q) => q.get('q') === 'brush')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Floss Picks/ })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.some((q) => q.get('page') === '1')).toBe(true));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search products by name' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Floss Picks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/7'));
  });

  it('says when there are no products yet', async () => {
    productsServer([]);
    renderApp('/admin/products');
    expect(await screen.findByText('No products yet. Add your first product.')).toBeInTheDocument();
  });

  it('shows a load failure and loads again on Try Again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/product/getAll'), () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(productPage([floss]));
      }),
    );
    renderApp('/admin/products');
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /Floss Picks/ })).toBeInTheDocument();
  });
});
