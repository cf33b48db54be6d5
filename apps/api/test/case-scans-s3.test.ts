import { fillPath, scansPaths, type Case, type ScanUpload } from '@idl/api-contract';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { startFakeS3 } from './fake-s3';
import { diskPartFiles } from '../src/modules/uploads/part-files';
import { s3ScanStore } from '../src/modules/uploads/scan-store';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';
import { downloadScan, sendScanPart, sha256, stlBytes, uploadScan } from './scan-fixtures';

const MB = 1024 * 1024;
const BUCKET = 'lab-files';

describe(`intraoral scans in an S3-compatible bucket (${testDatabaseKind})`, () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let office: Awaited<ReturnType<typeof signUpOffice>>;
  let caseId: number;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    office = await signUpOffice(t, { admin });
    caseId = (await sendCase(t, office, (await insertLabService(t)).id)).json<Case>().id;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const scanKeys = () => s3.keys(BUCKET).filter((key) => key.startsWith('scans/'));
  const partsOnDisk = () => readdirSync(path.join(t.config.dataDir, 'scans'));
  const scansListed = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: fillPath(scansPaths.scans, { caseId }),
        headers: { authorization: office.authorization },
      })
    ).json<{ items: unknown[] }>().items;

  it('keeps a completed scan private in the bucket under scans/ and streams it to the office and the lab', async () => {
    // 12 MB: sent to the bucket as a multipart upload of 8 MB parts.
    const bytes = await stlBytes(12);
    const upload = await uploadScan(t.app, office.authorization, caseId, 'upper.stl', bytes, 5 * MB);
    expect(partsOnDisk()).toHaveLength(1);
    expect(scanKeys()).toEqual([]);
    const last = await sendScanPart(
      t.app,
      office.authorization,
      upload.upload,
      5 * MB,
      bytes.subarray(5 * MB),
    );
    expect(last.statusCode).toBe(200);
    const scan = last.json<{ scan: { id: number; caseId: number } }>().scan;

    expect(scanKeys()).toHaveLength(1);
    const stored = s3.object(BUCKET, scanKeys()[0]!)!;
    expect(stored).toMatchObject({ contentType: 'model/stl', cacheControl: 'private, no-store' });
    expect(sha256(stored.body)).toBe(sha256(bytes));
    expect(s3.openMultipartUploads()).toBe(0);
    // The parts folder keeps nothing once the scan is in the bucket.
    expect(partsOnDisk()).toEqual([]);

    const byOffice = await downloadScan(t.app, office.authorization, scan);
    expect(byOffice.statusCode).toBe(200);
    expect(byOffice.headers['cache-control']).toBe('private, no-store');
    expect(sha256(byOffice.rawPayload)).toBe(sha256(bytes));
    const byLab = await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.adminScanFile, { caseId, scanId: scan.id }),
      headers: { authorization: admin.authorization, range: 'bytes=1000-1999' },
    });
    expect(byLab.statusCode).toBe(206);
    expect(byLab.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(byLab.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('answers a clear 503 when the bucket fails, stores nothing half, and stores it when sent again', async () => {
    const before = scanKeys();
    const bytes = await stlBytes(12);
    // The bucket takes the first 8 MB part, then refuses every write.
    s3.failWrites(1);
    const { upload, part } = await uploadScan(t.app, office.authorization, caseId, 'lower.stl', bytes);
    expect(part.statusCode).toBe(503);
    expect(part.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: `lower.stl arrived whole, but the file store did not take it, so it is not one of the case's scans yet. The server kept its bytes: in a few minutes, send an empty part at byte ${bytes.length} to store it again.`,
    });
    expect(scanKeys()).toEqual(before);
    expect(s3.openMultipartUploads()).toBe(0);
    expect(await scansListed()).toHaveLength(1);
    const state = await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.scanUpload, { caseId, uploadId: upload.id }),
      headers: { authorization: office.authorization },
    });
    expect(state.json<ScanUpload>().offset).toBe(bytes.length);

    s3.failWrites(Number.POSITIVE_INFINITY);
    const again = await sendScanPart(t.app, office.authorization, upload, bytes.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ complete: true, scan: { fileName: 'lower.stl' } });
    expect(scanKeys()).toHaveLength(before.length + 1);
    expect(await scansListed()).toHaveLength(2);
    const downloaded = await downloadScan(
      t.app,
      office.authorization,
      again.json<{ scan: { id: number; caseId: number } }>().scan,
    );
    expect(sha256(downloaded.rawPayload)).toBe(sha256(bytes));
  });

  it('still serves a scan completed on disk before the bucket was turned on', async () => {
    // As DATA_DIR/scans holds it after months without S3_BUCKET: the bucket never saw it.
    const dir = mkdtempSync(path.join(tmpdir(), 'idl-old-scans-'));
    const bytes = await stlBytes(1);
    writeFileSync(path.join(dir, 'older.stl'), bytes);
    const store = s3ScanStore(t.config.s3!, diskPartFiles(dir));
    expect(scanKeys().some((key) => key.endsWith('older.stl'))).toBe(false);

    const read = async (range?: { start: number; end: number }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await store.stream('older.stl', range)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    expect(sha256(await read())).toBe(sha256(bytes));
    expect((await read({ start: 10, end: 19 })).equals(bytes.subarray(10, 20))).toBe(true);
  });
});
