import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, createClient } from './client';
import { endpoint } from './endpoint';
import { endpoints } from './endpoints';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const uploaded = z.object({ imageUrl: z.string() });
const upload = endpoint({
  method: 'POST',
  path: '/upload',
  status: 201,
  multipart: true,
  response: uploaded,
});

describe('a FormData request that reports upload progress', () => {
  it('sends the file with the token and reports progress up to the whole', async () => {
    let seen: { authorization: string | null; multipart: boolean; hasFile: boolean } | undefined;
    server.use(
      http.post('*/upload', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        seen = {
          authorization: request.headers.get('authorization'),
          // jsdom's XHR does not pass a file's bytes through faithfully (the real upload is checked
          // in Chromium by tests/e2e/admin.e2e.test.ts); here: a multipart body with the file field.
          multipart: request.headers.get('content-type')?.startsWith('multipart/form-data') === true,
          hasFile: file !== null,
        };
        return HttpResponse.json({ imageUrl: '/uploads/a.webp' }, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const client = createClient({ getToken: () => 'secret' });
    const body = new FormData();
    body.append('file', new File(['png'], 'tooth.png', { type: 'image/png' }));
    const answer = await client.call(upload, {
      body,
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ imageUrl: '/uploads/a.webp' });
    expect(seen).toEqual({ authorization: 'Bearer secret', multipart: true, hasFile: true });
    expect(progress.at(-1)).toBe(1);
    expect(
      progress.every((value, i) => value >= 0 && value <= 1 && (i === 0 || value >= progress[i - 1]!)),
    ).toBe(true);
  });

  it("turns an error answer into an ApiRequestError with the API's message, ending the session on 401", async () => {
    server.use(
      http.post('*/upload', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Sign in again' }, { status: 401 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const client = createClient({ onUnauthorized });
    const failed = client.call(upload, {
      body: new FormData(),
      onUploadProgress: () => {},
    });
    await expect(failed).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failed).rejects.toMatchObject({ status: 401, message: 'Sign in again' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('calling an endpoint of the table', () => {
  const category = { categoryId: 7, name: 'Brushes', parentCategoryId: null };

  it('fills the path, sends the method, JSON body and headers, and parses the answer', async () => {
    let seen:
      { method: string; url: string; body: unknown; headers: Record<string, string | null> } | undefined;
    server.use(
      http.all('*', async ({ request }) => {
        seen = {
          method: request.method,
          url: request.url,
          body: await request.json(),
          headers: {
            'content-type': request.headers.get('content-type'),
            'x-requested-with': request.headers.get('x-requested-with'),
          },
        };
        return HttpResponse.json(category);
      }),
    );
    const answer = await createClient().call(endpoints.catalog.updateCategory, {
      params: { categoryId: 7 },
      body: { name: 'Brushes', parentCategoryId: null },
    });
    expect(answer).toEqual(category);
    expect(seen).toEqual({
      method: 'PUT',
      url: 'http://localhost:3000/interdentallab/category/updateCategory/7',
      body: { name: 'Brushes', parentCategoryId: null },
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
  });

  it('puts the query in the address, one entry per value of a list, leaving out empty ones', async () => {
    let url: URL | undefined;
    server.use(
      http.get('*/interdentallab/api/products/getallproducts', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 12 },
        });
      }),
    );
    await createClient().call(endpoints.catalog.shopProducts, {
      query: { q: '', brandId: [3, 5], sort: 'priceAsc', page: 0, size: 12 },
    });
    expect(url?.search).toBe('?brandId=3&brandId=5&sort=priceAsc&page=0&size=12');
  });

  it('sends the headers it is given and none it is not', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/interdentallab/product/add', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({}, { status: 400 });
      }),
    );
    const client = createClient();
    const input = { name: 'Brush', description: 'Soft', price: 2, categoryId: 1, brandId: 1 };
    await expect(
      client.call(endpoints.catalog.addProduct, { body: input, headers: { 'idempotency-key': 'k1' } }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    await expect(
      client.call(endpoints.catalog.addProduct, { body: input, headers: { 'idempotency-key': undefined } }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(keys).toEqual(['k1', null]);
  });

  it('sends a part of a scan as raw bytes at its offset, reporting progress', async () => {
    let seen: { type: string | null; offset: string | null } | undefined;
    const progress: number[] = [];
    server.use(
      http.patch('*/interdentallab/api/cases/4/scan-uploads/9', async ({ request }) => {
        seen = {
          type: request.headers.get('content-type'),
          offset: request.headers.get('upload-offset'),
          // jsdom's XHR does not pass a Blob's bytes through (as for FormData above); the bytes of
          // parts are checked end to end by apps/api/test/case-scans.test.ts.
        };
        return HttpResponse.json({ offset: 20, size: 30, complete: false, scan: null });
      }),
    );
    const answer = await createClient().call(endpoints.scans.sendScanPart, {
      params: { caseId: 4, uploadId: 9 },
      headers: { 'upload-offset': '10' },
      body: new Blob(['solid jaw\n']),
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(progress.at(-1)).toBe(1);
    expect(answer).toEqual({ offset: 20, size: 30, complete: false, scan: null });
    expect(seen).toEqual({ type: 'application/offset+octet-stream', offset: '10' });
  });

  it('refuses an answer its response schema does not describe', async () => {
    server.use(http.get('*/interdentallab/category/getAllCategories', () => HttpResponse.json([{ id: 1 }])));
    await expect(createClient().call(endpoints.catalog.categories)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('hands back a file answer as a Blob, asking for its media type', async () => {
    let accept: string | null = null;
    server.use(
      http.post('*/interdentallab/test/contract', ({ request }) => {
        accept = request.headers.get('accept');
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const contract = endpoint({
      method: 'POST',
      path: '/interdentallab/test/contract',
      body: z.object({ reference: z.string() }),
      response: z.unknown(),
      file: 'application/pdf',
    });
    const pdf = await createClient().call(contract, { body: { reference: 'IDL-P-1' } });
    // A Blob of fetch's realm, not jsdom's: compared by what it holds.
    expect({ type: pdf.type, text: await pdf.text() }).toEqual({ type: 'application/pdf', text: '%PDF-1.7' });
    expect(accept).toBe('application/pdf');
  });
});
