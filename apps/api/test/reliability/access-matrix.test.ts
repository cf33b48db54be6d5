import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { accessTable, actors, type MatrixActor } from './access-table';
import { recordFigure } from './figures';
import { loadOperations, operationName, type Operation } from './openapi';
import { populateShop } from './shop-fixtures';

describe(`access matrix (${testDatabaseKind})`, () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof populateShop>>;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' });
    shop = await populateShop(t);
    operations = await loadOperations(t);
  });
  afterAll(() => t.close());

  it('has a row for every route of the OpenAPI document, and none for a route that is gone', () => {
    const routes = operations.map(operationName).sort();
    expect(
      routes.filter((route) => !accessTable[route]),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(accessTable).filter((row) => !routes.includes(row)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers every caller of every route as the table says', async () => {
    const authorizationOf = (actor: MatrixActor) =>
      actor === 'stranger' ? shop.stranger.authorization : shop.authorizations[actor];
    const mismatches: string[] = [];
    let cells = 0;
    for (const op of operations) {
      const row = accessTable[operationName(op)];
      if (!row) continue;
      for (const actor of actors) {
        const request = await row.build(t, shop, actor);
        // A cell that ends the caller's session (sign-out) brings a session of its own.
        const authorization =
          (request.headers?.authorization as string | undefined) ?? authorizationOf(actor);
        const res = await t.app.inject({
          method: op.method,
          url: op.path,
          ...request,
          headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
        });
        cells++;
        if (res.statusCode !== row.expected[actor])
          mismatches.push(
            `${operationName(op)} as ${actor}: ${res.statusCode} (table: ${row.expected[actor]}) ${res.body.slice(0, 160)}`,
          );
      }
    }
    recordFigure('matrix cells checked', cells);
    expect(mismatches).toEqual([]);
    expect(cells).toBe(operations.length * actors.length);
    // A limit for a stuck test, not a speed check: alone it takes 5 to 7 s, and a loaded fresh-clone
    // run (a CPU burner, the docs tabs, both API groups two files at a time) stretched it past 60 s
    // beside the bad-input test.
  }, 180_000);
});
