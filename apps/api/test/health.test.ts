import { transferMethodSchema } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/interdentallab/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('answers unknown API paths with the error model', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/interdentallab/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/interdentallab/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document and Swagger UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/interdentallab/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/interdentallab/health');
    const ui = await t.app.inject({ method: 'GET', url: '/interdentallab/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('publishes the OpenAPI document after a second copy of the contract was loaded', async () => {
    // The server renderer bundles its own contract: as it renders pages, its schemas join zod's
    // registry under the contract's ids (after the server was built).
    const fresh = await createTestApp();
    const copy = z.object({ provider: z.string() }).meta({ id: 'TransferMethod' });
    try {
      const doc = await fresh.app.inject({ method: 'GET', url: '/interdentallab/docs/json' });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().components.schemas.TransferMethod.properties).toHaveProperty('payeeName');
    } finally {
      await fresh.close();
      // Other files share this process: the registry names the contract's own schema again.
      z.globalRegistry.remove(copy);
      z.globalRegistry.add(transferMethodSchema, { id: 'TransferMethod' });
    }
  });

  it('answers a method a route does not have with the error model', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/interdentallab/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
