import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { badRequests } from './bad-requests';
import { databaseFingerprint } from './db-snapshot';
import { recordFigure } from './figures';
import { loadOperations, operationName, type Operation } from './openapi';
import { populateShop } from './shop-fixtures';

/** Requests per run in total, spread evenly over the routes of the OpenAPI document. */
const TOTAL_REQUESTS = 10_200;

/**
 * Writes must refuse every faulty request. Reads must refuse ids that name nothing and forged
 * tokens; they may be lenient about odd query values (an empty page number means the first page).
 */
function mustRefuse(op: Operation, fault: string) {
  if (op.method !== 'GET') return fault !== 'none';
  return fault === 'path' || fault === 'auth';
}

describe(`generated bad input on every route (${testDatabaseKind})`, () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof populateShop>>;
  let operations: Operation[];
  let tried = 0;
  beforeAll(async () => {
    // Limits high enough that the sign-in routes are exercised, not just rate limited.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_EMAIL: '1000000' });
    shop = await populateShop(t);
    operations = await loadOperations(t);
  });
  afterAll(async () => {
    recordFigure('requests tried', tried);
    await t?.close();
  });

  it('covers the whole route table', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('refuses every bad request with a 4xx and the error model, and changes nothing', async () => {
    const runs = Math.ceil(TOTAL_REQUESTS / operations.length);
    // Every route is tried even after one fails, so a run reports all its defects at once.
    const failures: string[] = [];
    for (const op of operations) {
      const started = Date.now();
      const before = await databaseFingerprint(t);
      const outcome = await fc.check(
        fc.asyncProperty(badRequests(op, shop.authorizations), async (request) => {
          const res = await t.app.inject(request.options);
          tried++;
          const where = `${operationName(op)} [${request.fault}, ${request.actor}] -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (mustRefuse(op, request.fault)) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
          if (res.statusCode >= 400) {
            const body = res.json() as { code?: unknown; message?: unknown };
            expect(typeof body.code, where).toBe('string');
            expect(typeof body.message, where).toBe('string');
          }
        }),
        { numRuns: runs, endOnFailure: true },
      );
      if (outcome.failed) failures.push(`${String(outcome.errorInstance)}\n  seed ${outcome.seed}`);
      const after = await databaseFingerprint(t);
      if (JSON.stringify(after) !== JSON.stringify(before))
        failures.push(`${operationName(op)} changed the database: ${JSON.stringify({ before, after })}`);
      if (process.env.FUZZ_TRACE) console.error(`fuzz ${operationName(op)} ${Date.now() - started} ms`);
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  }, 300_000);
});
