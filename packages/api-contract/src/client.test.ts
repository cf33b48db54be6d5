import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, createClient } from './client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const uploaded = z.object({ imageUrl: z.string() });

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
    const answer = await client.request('/upload', {
      method: 'POST',
      body,
      response: uploaded,
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
    const failed = client.request('/upload', {
      method: 'POST',
      body: new FormData(),
      response: uploaded,
      onUploadProgress: () => {},
    });
    await expect(failed).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failed).rejects.toMatchObject({ status: 401, message: 'Sign in again' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
