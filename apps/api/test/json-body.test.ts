import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts the spec sign-up call: query parameters, JSON announced, no body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/sign-up?email=empty.body%40example.com&password=long-enough-pw&role=PATIENT',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'empty.body@example.com' });
  });

  it('still refuses broken JSON with a 400 in the error model', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
  });

  it('refuses prototype poisoning', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a missing body where one is needed, naming what is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/sign-in',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
