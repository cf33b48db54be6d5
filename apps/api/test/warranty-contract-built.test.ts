import { warrantyPaths } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';
import { pdfText } from './pdf-text';
import {
  databaseEnv,
  ensureServerBuilt,
  startServer,
  type ServerProcess,
} from './reliability/server-process';
import { enrolPatient } from './warranty-fixtures';

/**
 * The contract's fonts are files in npm packages: the bundled server (`npm start`) must find them
 * from dist/ as the sources do from src/.
 */
describe(`the built server prints the contract with its fonts (${testDatabaseKind})`, () => {
  let t: TestApp;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    await ensureServerBuilt();
    t = await createTestApp();
  }, 200_000);
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await t?.close();
  });

  it('a name with letters and an emoji beyond Latin-1 comes back from the PDF as typed', async () => {
    const e = await enrolPatient(t, { firstName: 'Łukasz 🦷', lastName: 'Nguyễn' });
    server = await startServer(await databaseEnv(t));
    const res = await fetch(`${server.url}${warrantyPaths.patientContract}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: e.reference, email: e.email }),
    });
    expect(res.status, server.output()).toBe(200);
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text.split('\n')).toContain('Name: Łukasz 🦷 Nguyễn');
  });
});
