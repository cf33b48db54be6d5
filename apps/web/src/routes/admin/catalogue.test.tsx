import type { Category } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, sampleBrands, sampleCategories } from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

/** Categories kept on the 'server'; Floss (1) is used by products, so it cannot be deleted. */
function categoriesServer() {
  let categories: Category[] = [...sampleCategories];
  const renames: unknown[] = [];
  server.use(
    http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
    http.put(api('/category/updateCategory/:categoryId'), async ({ params, request }) => {
      const body = (await request.json()) as { name: string; parentCategoryId: number | null };
      renames.push(body);
      const id = Number(params.categoryId);
      categories = categories.map((c) => (c.categoryId === id ? { ...c, name: body.name } : c));
      return HttpResponse.json(categories.find((c) => c.categoryId === id));
    }),
    http.delete(api('/category/deleteCategory/:categoryId'), ({ params }) => {
      const id = Number(params.categoryId);
      if (id === 1)
        return HttpResponse.json(
          { code: 'CONFLICT', message: 'This category cannot be deleted: 2 products use it.' },
          { status: 409 },
        );
      categories = categories.filter((c) => c.categoryId !== id);
      return HttpResponse.json({ message: 'Category deleted successfully' });
    }),
  );
  return { renames };
}

describe('/admin/categories', () => {
  it('is in the side menu, renames a category and deletes an unused one', async () => {
    const { renames } = categoriesServer();
    renderApp('/admin/categories');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/admin/brands');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Brushes' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename Category' }));
    const field = await screen.findByRole('textbox', { name: 'Category Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Toothbrushes{Enter}');
    expect(await screen.findByText('Category renamed successfully')).toBeInTheDocument();
    expect(renames).toEqual([{ name: 'Toothbrushes', parentCategoryId: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Toothbrushes' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Category' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Toothbrushes/ })).not.toBeInTheDocument());
  });

  it('says why a category that products use cannot be deleted, and keeps it', async () => {
    categoriesServer();
    renderApp('/admin/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Floss' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Category' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This category cannot be deleted: 2 products use it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /Floss/ })).toBeInTheDocument();
  });
});

describe('/admin/brands', () => {
  it('renames a brand keeping its description and logo', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(api('/api/admin/brands'), () => HttpResponse.json(sampleBrands)),
      http.put(api('/api/admin/brands/:id'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...sampleBrands[0], name: 'Curaprox AG' });
      }),
    );
    renderApp('/admin/brands');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Curaprox' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename Brand' }));
    const field = await screen.findByRole('textbox', { name: 'Brand Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Curaprox AG{Enter}');
    expect(await screen.findByText('Brand renamed successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Curaprox AG', description: 'Swiss care', logoUrl: '/interdentallab/uploads/c.png' },
    ]);
  });
});
