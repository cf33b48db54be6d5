import type { ProductInput } from '@idl/api-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
beforeAll(() => {
  // jsdom has no object URLs; the form previews picked files with them.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Catalogue calls of the form: categories, brands, uploads, creating them and saving products. */
function formServer() {
  const categories = [...sampleCategories];
  const brands = [...sampleBrands];
  const saved: ProductInput[] = [];
  const brandBodies: unknown[] = [];
  let uploads = 0;
  server.use(
    http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
    http.get(api('/api/admin/brands'), () => HttpResponse.json(brands)),
    http.post(api('/api/uploads'), () => {
      uploads += 1;
      const imageUrl = `/interdentallab/uploads/file-${uploads}.webp`;
      return HttpResponse.json(
        { imageUrl, thumbnailUrl: imageUrl, mediumUrl: imageUrl, width: 10, height: 10 },
        { status: 201 },
      );
    }),
    http.post(api('/category/addCategory'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      const created = { categoryId: 30, name: body.name, parentCategoryId: null };
      categories.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(api('/api/admin/brands'), async ({ request }) => {
      const body = (await request.json()) as { name: string; description: string; logoUrl: string };
      brandBodies.push(body);
      const created = { id: 40, ...body };
      brands.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(api('/product/add'), async ({ request }) => {
      const body = (await request.json()) as ProductInput;
      saved.push(body);
      return HttpResponse.json(makeProduct(99, body.name), { status: 201 });
    }),
    http.get(api('/product/getAll'), () => HttpResponse.json(productPage([]))),
  );
  return { saved, brandBodies };
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/admin/list-product', () => {
  beforeEach(() => window.localStorage.setItem('token', 'admin-token'));

  it('creates a product with an uploaded image and a new category, then returns to the list', async () => {
    const { saved } = formServer();
    const { router, container } = renderApp('/admin/list-product');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Gum Stimulator');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Rubber tip for the gums.');
    await userEvent.type(screen.getByRole('textbox', { name: /Pricing/ }), '6.50');
    await userEvent.type(screen.getByRole('textbox', { name: /Total Stock/ }), '25');
    await choose(/Category/, 'Add Category');
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gum Care');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Category/ })).toHaveTextContent('Gum Care'),
    );
    await choose(/Brand/, 'Curaprox');
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, png('tip.png'));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading tip.png' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({
        name: 'Gum Stimulator',
        price: 6.5,
        stockQuantity: 25,
        categoryId: 30,
        brandId: 1,
        images: [{ imageUrl: '/interdentallab/uploads/file-1.webp', altText: 'tip.png' }],
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'), { timeout: 6000 });
  });

  it('creates a brand with an uploaded logo and selects it', async () => {
    const { brandBodies } = formServer();
    renderApp('/admin/list-product');
    await screen.findByRole('textbox', { name: 'Title' });
    await choose(/Brand/, 'Add Brand');
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, png('logo.png'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Brand Name' }), 'TePe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Swedish brushes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Brand added successfully')).toBeInTheDocument();
    expect(brandBodies).toEqual([
      { name: 'TePe', description: 'Swedish brushes', logoUrl: '/interdentallab/uploads/file-1.webp' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Brand/ })).toHaveTextContent('TePe'));
  });

  it("shows the spec's messages: empty fields, and a refused save", async () => {
    formServer();
    server.use(http.post(api('/product/add'), () => failure(500)));
    renderApp('/admin/list-product');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill all the fields !')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Gum Stimulator');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Rubber tip.');
    await userEvent.type(screen.getByRole('textbox', { name: /Pricing/ }), '6.50');
    await userEvent.type(screen.getByRole('textbox', { name: /Total Stock/ }), '25');
    await choose(/Category/, 'Floss');
    await choose(/Brand/, 'Curaprox');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Error while adding !')).length).toBeGreaterThan(0);
  });

  it('saves one product when Save is double-clicked, with an idempotency key', async () => {
    formServer();
    const keys: (string | null)[] = [];
    server.use(
      http.post(api('/product/add'), async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        // A slow server: the second click lands while the first save is on its way.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(makeProduct(99, 'Gum Stimulator'), { status: 201 });
      }),
    );
    renderApp('/admin/list-product');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Gum Stimulator');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Rubber tip.');
    await userEvent.type(screen.getByRole('textbox', { name: /Pricing/ }), '6.50');
    await userEvent.type(screen.getByRole('textbox', { name: /Total Stock/ }), '25');
    await choose(/Category/, 'Floss');
    await choose(/Brand/, 'Curaprox');
    // Two clicks in the same instant, as a real double click 4 ms apart: no render in between.
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('adds one category when Confirm is double-clicked', async () => {
    formServer();
    let posts = 0;
    server.use(
      http.post(api('/category/addCategory'), async () => {
        posts += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(
          { categoryId: 31, name: 'Gum Care', parentCategoryId: null },
          { status: 201 },
        );
      }),
    );
    renderApp('/admin/list-product');
    await screen.findByRole('textbox', { name: 'Title' });
    await choose(/Category/, 'Add Category');
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gum Care');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('shows a failed upload and lets the image be removed', async () => {
    formServer();
    server.use(
      http.post(api('/api/uploads'), () =>
        HttpResponse.json(
          { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This file is not an image' },
          { status: 415 },
        ),
      ),
    );
    const { container } = renderApp('/admin/list-product');
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, png('bad.png'));
    expect(await screen.findByText('This file is not an image')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove bad.png' }));
    await waitFor(() => expect(screen.queryByText('This file is not an image')).not.toBeInTheDocument());
  });

  it('asks before discarding changes', async () => {
    formServer();
    const { router } = renderApp('/admin/list-product');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Half done');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard Changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });

  it('shows a failure to load the choices, with Try Again', async () => {
    formServer();
    let calls = 0;
    server.use(
      http.get(api('/category/getAllCategories'), () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(sampleCategories);
      }),
    );
    renderApp('/admin/list-product');
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });
});

describe('/admin/update-product/:productId', () => {
  it('says why the product could not be loaded, and Try Again loads it', async () => {
    formServer();
    let calls = 0;
    server.use(
      http.get(api('/product/get/:productId'), () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(makeProduct(7, 'Floss Picks'));
      }),
    );
    renderApp('/admin/update-product/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is having a moment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Floss Picks');
    expect(calls).toBe(2);
  });

  it('fills the form with the product and saves the change', async () => {
    formServer();
    const bodies: ProductInput[] = [];
    server.use(
      http.get(api('/product/get/:productId'), () =>
        HttpResponse.json(
          makeProduct(7, 'Floss Picks', {
            maxUnitsPerOrder: 40,
            imageUrls: [
              {
                imageUrl: '/interdentallab/uploads/a.webp',
                altText: 'Floss',
                thumbnailUrl: null,
                mediumUrl: null,
              },
            ],
          }),
        ),
      ),
      http.put(api('/product/update/:productId'), async ({ request }) => {
        const body = (await request.json()) as ProductInput;
        bodies.push(body);
        return HttpResponse.json(makeProduct(7, body.name));
      }),
    );
    const { router } = renderApp('/admin/update-product/7');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Floss Picks');
    await userEvent.clear(screen.getByRole('textbox', { name: /Pricing/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Pricing/ }), '13.75');
    const most = screen.getByRole('textbox', { name: /Most per Order/ });
    expect(most).toHaveValue('40');
    await userEvent.clear(most);
    await userEvent.type(most, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Product Updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Floss Picks',
        price: 13.75,
        maxUnitsPerOrder: 60,
        images: [{ imageUrl: '/interdentallab/uploads/a.webp', altText: 'Floss' }],
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'), { timeout: 6000 });
  });
  it('keeps a lab service a lab service when its price changes, with the turnaround typed', async () => {
    formServer();
    const bodies: ProductInput[] = [];
    server.use(
      http.get(api('/product/get/:productId'), () =>
        HttpResponse.json(
          makeProduct(8, 'Zirconia Crown', { labService: { kind: 'crown', turnaroundWorkingDays: 5 } }),
        ),
      ),
      http.put(api('/product/update/:productId'), async ({ request }) => {
        const body = (await request.json()) as ProductInput;
        bodies.push(body);
        return HttpResponse.json(makeProduct(8, body.name));
      }),
    );
    renderApp('/admin/update-product/8');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Zirconia Crown');
    expect(screen.getByRole('button', { name: /Sold as/ })).toHaveTextContent('Lab service: Crown');
    const turnaround = screen.getByRole('textbox', { name: /Turnaround/ });
    expect(turnaround).toHaveValue('5');
    await userEvent.clear(turnaround);
    await userEvent.type(turnaround, '6');
    await userEvent.clear(screen.getByRole('textbox', { name: /Pricing/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Pricing/ }), '199');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Product Updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ price: 199, labService: { kind: 'crown', turnaroundWorkingDays: 6 } }),
    ]);
  });
});
