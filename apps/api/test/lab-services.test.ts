import { catalogPaths, type Product } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLabService } from './cases-fixtures';
import { insertProduct } from './fixtures/commerce';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';

/** What the Send a Case page offers: the lab services on sale, by name, and nothing else. */
describe(`the catalogue's lab services (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the lab services on sale by name, with their restoration and turnaround', async () => {
    await insertProduct(t, { name: 'Interdental Brush 0.6 mm' });
    await insertLabService(t, { name: 'Zirconia Bridge', kind: 'bridge', turnaroundWorkingDays: 10 });
    await insertLabService(t, { name: 'Emax Veneer', kind: 'veneer', turnaroundWorkingDays: 8 });
    await insertProduct(t, {
      name: 'Gold Inlay (retired)',
      archived: true,
      labService: { kind: 'inlay_onlay', turnaroundWorkingDays: 7 },
    });

    const res = await t.app.inject({ method: 'GET', url: catalogPaths.labServices });
    expect(res.statusCode).toBe(200);
    const services = res.json<Product[]>();
    expect(services.map((s) => [s.name, s.labService])).toEqual([
      ['Emax Veneer', { kind: 'veneer', turnaroundWorkingDays: 8 }],
      ['Zirconia Bridge', { kind: 'bridge', turnaroundWorkingDays: 10 }],
    ]);
  });
});
