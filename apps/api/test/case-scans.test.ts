import {
  casesPaths,
  fillPath,
  scansPaths,
  SCAN_MAX_BYTES,
  SCANS_PER_CASE,
  type Case,
  type CaseRecord,
  type Scan,
  type ScanPartResult,
  type ScanUpload,
} from '@idl/api-contract';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';
import { asciiPly, asciiStl, binaryStl, obj } from './scan-files';

const MB = 1024 * 1024;

describe(`intraoral scans of a case (${testDatabaseKind})`, () => {
  let t: TestApp;
  let base: string;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let bayfront: Awaited<ReturnType<typeof signUpOffice>>;
  let coral: Awaited<ReturnType<typeof signUpOffice>>;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createUserWithToken(t, { role: 'ADMIN', email: 'lab@interdentallab.example' });
    bayfront = await signUpOffice(t, { admin });
    coral = await signUpOffice(t, { admin, form: { practiceName: 'Coral Gables Smiles' } });
    productId = (await insertLabService(t)).id;
  });
  afterAll(() => t.close());

  const newCase = async () => (await sendCase(t, bayfront, productId)).json<Case>().id;
  const as = (authorization: string | undefined) => (authorization ? { authorization } : {});
  const start = (caseId: number, fileName: string, size: number, authorization = bayfront.authorization) =>
    t.app.inject({
      method: 'POST',
      url: fillPath(scansPaths.scanUploads, { caseId }),
      headers: as(authorization),
      payload: { fileName, size },
    });
  const uploadUrl = (upload: { caseId: number; id: number }) =>
    fillPath(scansPaths.scanUpload, { caseId: upload.caseId, uploadId: upload.id });
  const offsetOf = async (upload: ScanUpload) =>
    (
      await t.app.inject({ method: 'GET', url: uploadUrl(upload), headers: as(bayfront.authorization) })
    ).json<ScanUpload>().offset;
  const part = (upload: ScanUpload, offset: number, bytes: Buffer, authorization = bayfront.authorization) =>
    t.app.inject({
      method: 'PATCH',
      url: uploadUrl(upload),
      headers: {
        ...as(authorization),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      payload: bytes,
    });
  /** Uploads a small file whole, in one part; answers the part's reply. */
  const uploadWhole = async (caseId: number, fileName: string, bytes: Buffer) => {
    const upload = (await start(caseId, fileName, bytes.length)).json<ScanUpload>();
    return { upload, res: await part(upload, 0, bytes) };
  };
  const scansDir = () => path.join(t.config.dataDir, 'scans');
  const filesOnDisk = () => readdirSync(scansDir()).length;

  /**
   * Sends a part over a real connection, streamed from `body`; with `breakAfter` the connection
   * drops once that many bytes went out, as a train going into a tunnel would.
   */
  function sendOverNetwork(
    upload: ScanUpload,
    offset: number,
    length: number,
    body: Readable,
    breakAfter?: number,
  ) {
    return new Promise<{ status: number; json?: ScanPartResult } | 'dropped'>((resolve, reject) => {
      const req = http.request(`${base}${uploadUrl(upload)}`, {
        method: 'PATCH',
        headers: {
          authorization: bayfront.authorization,
          'content-type': 'application/offset+octet-stream',
          'content-length': String(length),
          'upload-offset': String(offset),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) as ScanPartResult }));
      });
      req.on('error', (error) => (breakAfter === undefined ? reject(error) : resolve('dropped')));
      let sent = 0;
      body.on('data', (chunk: Buffer) => {
        sent += chunk.length;
        if (breakAfter !== undefined && sent >= breakAfter) {
          body.destroy();
          req.destroy();
          resolve('dropped');
        }
      });
      pipeline(body, req).catch(() => undefined);
    });
  }

  function download(url: string, authorization: string, range?: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; sha256: string; bytes: number }>(
      (resolve, reject) => {
        http
          .get(`${base}${url}`, { headers: { authorization, ...(range ? { range } : {}) } }, (res) => {
            const hash = createHash('sha256');
            let bytes = 0;
            res.on('data', (chunk: Buffer) => {
              hash.update(chunk);
              bytes += chunk.length;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, sha256: hash.digest('hex'), bytes }),
            );
          })
          .on('error', reject);
      },
    );
  }

  it('takes a 200 MB scan in parts, resumes after a dropped connection, and gives back the same bytes', async () => {
    const caseId = await newCase();
    // 4,194,304 triangles: 209,715,284 bytes, made 1 MB at a time as they are sent.
    const stl = binaryStl(4_194_304);
    expect(stl.size).toBeGreaterThan(200 * MB);
    const started = await start(caseId, 'Upper jaw.stl', stl.size);
    expect(started.statusCode).toBe(201);
    const upload = started.json<ScanUpload>();
    expect(upload).toMatchObject({ caseId, fileName: 'Upper jaw.stl', size: stl.size, offset: 0 });

    const partSize = 64 * MB;
    const first = await sendOverNetwork(upload, 0, partSize, stl.range(0, partSize));
    expect(first).toEqual({
      status: 200,
      json: { offset: partSize, size: stl.size, complete: false, scan: null },
    });

    // The second part drops after about 20 MB: the server keeps what arrived.
    const dropped = await sendOverNetwork(
      upload,
      partSize,
      partSize,
      stl.range(partSize, 2 * partSize),
      20 * MB,
    );
    expect(dropped).toBe('dropped');
    let offset = partSize;
    for (let wait = 0; wait < 100 && offset === partSize; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      offset = await offsetOf(upload);
    }
    expect(offset).toBeGreaterThan(partSize);
    expect(offset).toBeLessThanOrEqual(partSize + 20 * MB);

    // A part sent again from the start of the dropped one is refused, and changes nothing.
    const stale = await part(upload, partSize, Buffer.alloc(1024, 7));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`the server has ${offset} bytes`);
    expect(await offsetOf(upload)).toBe(offset);

    // The office resumes from the server's offset, in parts, until the last byte.
    let last: Awaited<ReturnType<typeof sendOverNetwork>> | undefined;
    while (offset < stl.size) {
      const end = Math.min(stl.size, offset + partSize);
      last = await sendOverNetwork(upload, offset, end - offset, stl.range(offset, end));
      if (last === 'dropped' || last.status === 409) {
        offset = await offsetOf(upload);
        continue;
      }
      expect(last.status).toBe(200);
      offset = last.json!.offset;
    }
    expect(last).toMatchObject({
      status: 200,
      json: { complete: true, scan: { fileName: 'Upper jaw.stl', kind: 'stl', size: stl.size } },
    });

    const listed = await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.scans, { caseId }),
      headers: as(bayfront.authorization),
    });
    const [scan] = listed.json<{ items: Scan[] }>().items;
    expect(scan).toMatchObject({ fileName: 'Upper jaw.stl', kind: 'stl', size: stl.size });
    expect(scan!.uploadedBy).not.toBe('');
    expect(Date.parse(scan!.uploadedAt)).not.toBeNaN();

    const fileUrl = fillPath(scansPaths.scanFile, { caseId, scanId: scan!.id });
    const whole = await download(fileUrl, bayfront.authorization);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('model/stl');
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="Upper jaw.stl"; filename*=UTF-8''Upper%20jaw.stl`,
    );
    expect(whole.bytes).toBe(stl.size);
    expect(whole.sha256).toBe(await stl.sha256());

    // The lab downloads it too; a viewer may ask for a piece only.
    const adminUrl = fillPath(scansPaths.adminScanFile, { caseId, scanId: scan!.id });
    const piece = await download(adminUrl, admin.authorization, 'bytes=100-1099');
    expect(piece.status).toBe(206);
    expect(piece.headers['content-range']).toBe(`bytes 100-1099/${stl.size}`);
    const expected = createHash('sha256');
    for await (const chunk of stl.range(100, 1100)) expected.update(chunk as Buffer);
    expect(piece.sha256).toBe(expected.digest('hex'));
  }, 120_000);

  it('refuses a part at another offset than the server’s, and keeps the file as it was', async () => {
    const caseId = await newCase();
    const upload = (await start(caseId, 'lower.stl', asciiStl.length)).json<ScanUpload>();
    const res = await part(upload, 0, asciiStl.subarray(0, 10));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offset: 10, complete: false });
    const ahead = await part(upload, 40, asciiStl.subarray(40));
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe(
      'This part starts at byte 40, but the server has 10 bytes of lower.stl: send the part that starts there.',
    );
    const behind = await part(upload, 0, asciiStl);
    expect(behind.statusCode).toBe(409);
    expect(await offsetOf(upload)).toBe(10);
    // A part past the size announced is refused too.
    const tooLong = await part(upload, 10, Buffer.concat([asciiStl.subarray(10), Buffer.from('\n')]));
    expect(tooLong.statusCode).toBe(413);
    expect(await offsetOf(upload)).toBe(10);
    const rest = await part(upload, 10, asciiStl.subarray(10));
    expect(rest.json()).toMatchObject({ offset: asciiStl.length, complete: true, scan: { kind: 'stl' } });
  });

  it('refuses a scan over the largest size before any byte is sent', async () => {
    const caseId = await newCase();
    const files = filesOnDisk();
    const res = await start(caseId, 'full-arch.ply', SCAN_MAX_BYTES + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('full-arch.ply is too large (500 MB): a scan may have at most 500 MB.');
    expect(filesOnDisk()).toBe(files);
    const other = await start(caseId, 'notes.pdf', 1000);
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual([{ field: 'fileName', message: 'Send an STL, PLY or OBJ file' }]);
  });

  it('takes at most 20 files a case, uploads under way included', async () => {
    const caseId = await newCase();
    for (let n = 0; n < SCANS_PER_CASE; n++)
      expect((await start(caseId, `s${n}.stl`, 84)).statusCode).toBe(201);
    const more = await start(caseId, 'one-more.stl', 84);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('A case holds at most 20 scans. Contact the lab to send more.');
  });

  it('lets the office cancel an upload under way, which frees its place and its bytes', async () => {
    const caseId = await newCase();
    const files = filesOnDisk();
    const upload = (await start(caseId, 'upper.stl', asciiStl.length)).json<ScanUpload>();
    await part(upload, 0, asciiStl.subarray(0, 20));
    expect(filesOnDisk()).toBe(files + 1);
    const cancel = (authorization: string) =>
      t.app.inject({ method: 'DELETE', url: uploadUrl(upload), headers: as(authorization) });
    expect((await cancel(coral.authorization)).statusCode).toBe(404);
    const cancelled = await cancel(bayfront.authorization);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('The upload of upper.stl was cancelled.');
    expect(filesOnDisk()).toBe(files);
    expect((await part(upload, 20, asciiStl.subarray(20))).statusCode).toBe(404);

    const { upload: done } = await uploadWhole(caseId, 'jaw.obj', obj);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: uploadUrl(done),
      headers: as(bayfront.authorization),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "jaw.obj is complete: it is one of the case's scans and stays with the case.",
    );
  });

  it('checks the content when the last byte arrives: a file that is not what its name says is removed', async () => {
    const caseId = await newCase();
    const files = filesOnDisk();
    const disguised = await uploadWhole(caseId, 'upper.stl', asciiPly);
    expect(disguised.res.statusCode).toBe(415);
    expect(disguised.res.json().message).toBe(
      "upper.stl was refused and removed: it is named .stl but its content is PLY. Export the scan from the scanner's software as STL, PLY or OBJ and upload it again.",
    );
    const gone = await t.app.inject({
      method: 'GET',
      url: uploadUrl(disguised.upload),
      headers: as(bayfront.authorization),
    });
    expect(gone.statusCode).toBe(404);

    const photo = await uploadWhole(
      caseId,
      'bite.obj',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
    );
    expect(photo.res.statusCode).toBe(415);
    expect(photo.res.json().message).toContain('its content is not a 3D scan');
    // A binary STL whose triangle count does not match its size is not taken either.
    const cut = binaryStl(10);
    const bytes = Buffer.concat(await cut.range(0, cut.size - 50).toArray());
    expect((await uploadWhole(caseId, 'cut.stl', bytes)).res.statusCode).toBe(415);
    expect(filesOnDisk()).toBe(files);

    for (const [name, content, kind] of [
      ['ascii.stl', asciiStl, 'stl'],
      ['scan.PLY', asciiPly, 'ply'],
      ['jaw.obj', obj, 'obj'],
    ] as const) {
      const { res } = await uploadWhole(caseId, name, content);
      expect(res.statusCode, name).toBe(200);
      expect(res.json<ScanPartResult>().scan).toMatchObject({ fileName: name, kind, size: content.length });
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.adminScans, { caseId }),
      headers: as(admin.authorization),
    });
    expect(listed.json<{ items: Scan[] }>().items.map((s) => s.fileName)).toEqual([
      'ascii.stl',
      'scan.PLY',
      'jaw.obj',
    ]);
  });

  it('serves scans to the office of the case and the lab only: another office is told 404, a stranger 401', async () => {
    const caseId = await newCase();
    const { upload, res } = await uploadWhole(caseId, 'jaw.obj', obj);
    const scanId = res.json<ScanPartResult>().scan!.id;
    const fileUrl = fillPath(scansPaths.scanFile, { caseId, scanId });
    const listUrl = fillPath(scansPaths.scans, { caseId });
    const get = (url: string, authorization?: string) =>
      t.app.inject({ method: 'GET', url, headers: as(authorization) });

    // Another office: as if the case did not exist. An account without an office: told why.
    const patient = await createUserWithToken(t);
    for (const [outsider, status] of [
      [coral.authorization, 404],
      [patient.authorization, 403],
    ] as const) {
      expect((await get(fileUrl, outsider)).statusCode).toBe(status);
      expect((await get(listUrl, outsider)).statusCode).toBe(status);
      expect((await get(uploadUrl(upload), outsider)).statusCode).toBe(status);
      expect((await start(caseId, 'x.stl', 100, outsider)).statusCode).toBe(status);
      expect((await part(upload, 0, obj, outsider)).statusCode).toBe(status);
    }
    const missing = await get(fillPath(scansPaths.scans, { caseId: 999_999 }), coral.authorization);
    expect((await get(listUrl, coral.authorization)).json()).toEqual(missing.json());
    expect((await get(fileUrl)).statusCode).toBe(401);
    expect((await get(listUrl)).statusCode).toBe(401);
    expect((await start(caseId, 'x.stl', 100, '')).statusCode).toBe(401);
    // The lab's own routes: not for an office.
    const adminFile = fillPath(scansPaths.adminScanFile, { caseId, scanId });
    expect((await get(adminFile, bayfront.authorization)).statusCode).toBe(403);

    const mine = await get(fileUrl, bayfront.authorization);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(obj)).toBe(true);
    expect(mine.headers['content-type']).toBe('model/obj');
    const lab = await get(adminFile, admin.authorization);
    expect(lab.rawPayload.equals(obj)).toBe(true);
  });

  it('records each upload and download in the case’s record', async () => {
    const caseId = await newCase();
    const { res } = await uploadWhole(caseId, 'scan.ply', asciiPly);
    const scanId = res.json<ScanPartResult>().scan!.id;
    await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.scanFile, { caseId, scanId }),
      headers: as(bayfront.authorization),
    });
    await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.scanFile, { caseId, scanId }),
      headers: as(coral.authorization),
    });
    await t.app.inject({
      method: 'GET',
      url: fillPath(scansPaths.adminScanFile, { caseId, scanId }),
      headers: as(admin.authorization),
    });
    const record = (
      await t.app.inject({
        method: 'GET',
        url: fillPath(casesPaths.adminCaseRecord, { caseId }),
        headers: as(admin.authorization),
      })
    ).json<CaseRecord>();
    expect(record.entries.map((e) => [e.action, e.detail, e.by?.email])).toEqual([
      ['create', null, bayfront.email],
      ['change', 'Added scan scan.ply (1 KB)', bayfront.email],
      ['view', 'Downloaded scan scan.ply', bayfront.email],
      ['view', 'Downloaded scan scan.ply', admin.email],
    ]);
  });
});
