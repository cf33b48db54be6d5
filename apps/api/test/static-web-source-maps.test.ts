import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';

describe(`the built web app (${testDatabaseKind})`, () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'idl-dist-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(path.join(dist, 'assets', 'admin-abc123.js'), 'export const admin = 1;');
    writeFileSync(path.join(dist, 'assets', 'admin-abc123.js.map'), '{"sources":["src/routes/admin/x.tsx"]}');
    writeFileSync(path.join(dist, 'assets', 'admin-abc123.js.map.gz'), 'gz');
    t = await createTestApp();
    app = await buildApp({ config: { ...t.config, webDistDir: dist }, database: t.database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the scripts but never their source maps', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/admin-abc123.js' })).statusCode).toBe(200);
    for (const url of ['/assets/admin-abc123.js.map', '/assets/admin-abc123.js.map.gz']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('routes/admin');
    }
  });
});
