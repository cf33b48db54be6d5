import { fillPath, scansPaths, SCANS_PER_CASE, type Case, type ScanUpload } from '@idl/api-contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { expireScanUploads, scheduleScanUploadExpiry } from '../src/modules/cases/scan-upload-expiry';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';
import { sendScanPart, stlBytes, uploadScan } from './scan-fixtures';

const HOUR = 60 * 60 * 1000;

describe(`uploads of scans never finished (${testDatabaseKind})`, () => {
  const start = new Date('2026-11-24T09:00:00.000Z');
  let clock = start;
  let t: TestApp;
  let office: Awaited<ReturnType<typeof signUpOffice>>;
  let caseId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    office = await signUpOffice(t, { admin });
    caseId = (await sendCase(t, office, (await insertLabService(t)).id)).json<Case>().id;
  });
  afterAll(() => t.close());

  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
  const fileOf = async (uploadId: number) => {
    const row = await t.database.db
      .selectFrom('case_scans')
      .select('storage_key')
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    return path.join(t.config.dataDir, 'scans', row.storage_key);
  };
  const uploadState = (upload: ScanUpload) =>
    t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.scanUpload, { caseId, uploadId: upload.id }),
      headers: { authorization: office.authorization },
    });

  it('removes an upload no part reached for SCAN_UPLOAD_EXPIRY_HOURS, and tells a late part why', async () => {
    const bytes = await stlBytes(1);
    const forgotten = await uploadScan(t.app, office.authorization, caseId, 'forgotten.stl', bytes, 1000);
    const resumed = await uploadScan(t.app, office.authorization, caseId, 'resumed.stl', bytes, 1000);
    const finished = await uploadScan(t.app, office.authorization, caseId, 'finished.stl', bytes);
    expect(finished.scan).toMatchObject({ fileName: 'finished.stl' });
    const forgottenFile = await fileOf(forgotten.upload.id);
    expect(existsSync(forgottenFile)).toBe(true);

    // 23 hours later the office sends one more part of `resumed`: it is touched again.
    clock = at(23);
    expect(
      (await sendScanPart(t.app, office.authorization, resumed.upload, 1000, bytes.subarray(1000, 2000)))
        .statusCode,
    ).toBe(200);

    // Not yet a day: nothing goes.
    expect(await expireScanUploads(t.app.deps, 24, at(23.9))).toEqual([]);
    clock = at(24.5);
    expect(await expireScanUploads(t.app.deps, 24, clock)).toEqual([forgotten.upload.id]);
    expect(existsSync(forgottenFile)).toBe(false);
    expect(existsSync(await fileOf(resumed.upload.id))).toBe(true);

    const message = `The upload of forgotten.stl was removed: no part of it arrived for 24 hours, so the bytes sent were deleted. Start the upload of the file again.`;
    const late = await sendScanPart(
      t.app,
      office.authorization,
      forgotten.upload,
      1000,
      bytes.subarray(1000),
    );
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ code: 'NOT_FOUND', message });
    expect((await uploadState(forgotten.upload)).json()).toEqual({ code: 'NOT_FOUND', message });

    // The one resumed within the day finishes; the completed scan is never swept.
    const rest = await sendScanPart(t.app, office.authorization, resumed.upload, 2000, bytes.subarray(2000));
    expect(rest.json()).toMatchObject({ complete: true, scan: { fileName: 'resumed.stl' } });
    clock = at(100);
    expect(await expireScanUploads(t.app.deps, 24, clock)).toEqual([]);
    const listed = await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.scans, { caseId }),
      headers: { authorization: office.authorization },
    });
    expect(listed.json<{ items: { fileName: string }[] }>().items.map((s) => s.fileName)).toEqual([
      'resumed.stl',
      'finished.stl',
    ]);
  });

  it('does not count a removed upload towards the scans a case may hold', async () => {
    const other = (await sendCase(t, office, (await insertLabService(t)).id)).json<Case>().id;
    const small = await stlBytes(0.01);
    for (let i = 0; i < SCANS_PER_CASE; i++)
      await uploadScan(t.app, office.authorization, other, `part-${i}.stl`, small, 100);
    const full = await t.app.inject({
      method: 'POST',
      url: fillPath(scansPaths.scanUploads, { caseId: other }),
      headers: { authorization: office.authorization },
      payload: { fileName: 'one-more.stl', size: small.length },
    });
    expect(full.statusCode).toBe(409);
    clock = new Date(clock.getTime() + 25 * HOUR);
    expect(await expireScanUploads(t.app.deps, 24, clock)).toHaveLength(SCANS_PER_CASE);
    const again = await uploadScan(t.app, office.authorization, other, 'one-more.stl', small);
    expect(again.scan).toMatchObject({ fileName: 'one-more.stl' });
  });

  it('runs by itself every 10 minutes while the server runs', async () => {
    const { upload } = await uploadScan(
      t.app,
      office.authorization,
      caseId,
      'left.stl',
      await stlBytes(1),
      10,
    );
    clock = new Date(clock.getTime() + 25 * HOUR);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = scheduleScanUploadExpiry(t.app.deps);
    try {
      vi.advanceTimersByTime(10 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    try {
      await expect.poll(async () => (await uploadState(upload)).statusCode).toBe(404);
    } finally {
      stop();
    }
  });

  it('reads SCAN_UPLOAD_EXPIRY_HOURS, 24 by default, and refuses a value that is not a number of hours', () => {
    const dataDir = t.config.dataDir;
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' }).scanUploadExpiryHours).toBe(24);
    expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', SCAN_UPLOAD_EXPIRY_HOURS: '6' }).scanUploadExpiryHours,
    ).toBe(6);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', SCAN_UPLOAD_EXPIRY_HOURS: 'a day' }),
    ).toThrow('SCAN_UPLOAD_EXPIRY_HOURS must be a number of 0 or more, got a day');
  });
});
