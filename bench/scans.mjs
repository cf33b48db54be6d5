// The scan upload of `npm run bench`: a verified office uploads a 200 MB binary STL to a case in
// parts, as the API's resumable upload takes it, then downloads it again. Every answer is checked
// (status, content type, the offset each part leaves, the scan at the end, the bytes downloaded)
// before the time and the server's memory count.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { call, signIn } from './customers.mjs';
import { log } from './lib.mjs';

const API = '/interdentallab/api';
const MB = 1024 * 1024;
const BLOCK = MB;

/** A binary STL made 1 MB at a time (its bytes a function of their place): never held whole. */
export function binaryStl(triangles) {
  const size = 84 + triangles * 50;
  const block = (index) => {
    const bytes = Buffer.alloc(BLOCK, index % 251);
    for (let at = 0; at + 4 <= BLOCK; at += 4096) bytes.writeUInt32LE((index * 7919 + at) >>> 0, at);
    if (index === 0) {
      bytes.fill(0, 0, 84);
      bytes.write('binary STL made by npm run bench', 0, 'latin1');
      bytes.writeUInt32LE(triangles, 80);
    }
    return bytes;
  };
  const range = (start, end = size) =>
    Readable.from(
      (function* () {
        for (let at = start; at < end;) {
          const index = Math.floor(at / BLOCK);
          const to = Math.min(BLOCK, end - index * BLOCK);
          yield block(index).subarray(at - index * BLOCK, to);
          at = index * BLOCK + to;
        }
      })(),
    );
  return { size, range };
}

/** Resident memory now (VmRSS) and at most so far (VmHWM) of a process, in MB; Linux only. */
function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024);
    return { rss: mb('VmRSS'), hwm: mb('VmHWM') };
  } catch {
    return { rss: undefined, hwm: undefined };
  }
}

/** A verified office with a case of its own: the account's token and the case's id. */
async function officeWithCase(url, adminToken) {
  const email = `bench-office-${Date.now()}@office.test`;
  const password = 'bench-office-pass';
  await call(url, `${API}/users/sign-up?${new URLSearchParams({ email, password, role: 'PATIENT' })}`, {
    method: 'POST',
  });
  const token = await signIn(url, email, password);
  const auth = (extra = {}) => ({ ...extra, headers: { authorization: `Bearer ${token}` } });
  const office = await call(
    url,
    `${API}/offices/mine`,
    auth({
      method: 'POST',
      body: JSON.stringify({
        practiceName: 'Bench Dental',
        licenceNumber: 'DN00001',
        phone: '+1 305 555 0101',
        address: '100 Biscayne Blvd',
        city: 'Miami',
        zip: '33132',
        dentists: ['Dr. Bench'],
      }),
    }),
  );
  await call(url, `${API}/admin/offices/${office.id}/review`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ decision: 'verify' }),
  });
  // The seeded catalogue sells products in the cart: make one without options a crown the lab
  // makes, which offices send as cases (the product call takes the product whole).
  const products = await call(url, `${API}/products/getallproducts?page=0&size=20`);
  const product = products.data.content.find((p) => p.options === null);
  if (!product) throw new Error('the seeded catalogue has no product without options to make a lab service');
  await call(url, `/interdentallab/product/update/${product.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      name: product.name,
      description: product.description,
      price: product.price,
      stockQuantity: product.stockQuantity,
      categoryId: product.categoryId,
      brandId: product.brandId,
      images: product.imageUrls.map(({ imageUrl, altText }) => ({ imageUrl, altText })),
      sku: product.sku,
      maxUnitsPerOrder: product.maxUnitsPerOrder,
      labService: { kind: 'crown', turnaroundWorkingDays: 7 },
    }),
  });
  const sent = await call(
    url,
    `${API}/cases`,
    auth({
      method: 'POST',
      body: JSON.stringify({
        productId: product.id,
        dentistId: office.dentists[0].id,
        prescription: {
          patientReference: 'BENCH-1',
          kind: 'crown',
          teeth: [8],
          material: 'zirconia',
          shade: { system: 'vita_classical', shade: 'A2' },
          rush: false,
        },
      }),
    }),
  );
  return { token, caseId: sent.id };
}

/** Sends one part, streamed; answers the status, content type and parsed JSON. */
function sendPart(url, token, uploadPath, offset, body, length) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${uploadPath}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/offset+octet-stream',
        'content-length': String(length),
        'upload-offset': String(offset),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, type: res.headers['content-type'], json: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode, type: res.headers['content-type'], text });
        }
      });
    });
    req.on('error', reject);
    pipeline(body, req).catch(reject);
  });
}

/** Downloads a file, hashing it as it arrives. */
function downloadHash(url, token, filePath) {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${filePath}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        const hash = createHash('sha256');
        let bytes = 0;
        res.on('data', (chunk) => {
          hash.update(chunk);
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, bytes, sha256: hash.digest('hex') }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Uploads a binary STL of about `scanMb` MB to a fresh case in parts of `partMb` MB, then downloads
 * it; answers the times and the server's memory, or throws at the first answer that is wrong.
 */
export async function benchScanUpload({ url, pid, adminToken, scanMb = 200, partMb = 16 }) {
  const { token, caseId } = await officeWithCase(url, adminToken);
  const stl = binaryStl(Math.ceil((scanMb * MB - 84) / 50));
  const expectedHash = createHash('sha256');
  for await (const chunk of stl.range(0)) expectedHash.update(chunk);
  const sha256 = expectedHash.digest('hex');

  const before = memoryMb(pid);
  let peakRss = before.rss ?? 0;
  const sampler = setInterval(() => {
    const { rss } = memoryMb(pid);
    if (rss !== undefined) peakRss = Math.max(peakRss, rss);
  }, 20);
  const began = performance.now();
  let scan;
  let parts = 0;
  try {
    const upload = await call(url, `${API}/cases/${caseId}/scan-uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName: 'bench-upper-jaw.stl', size: stl.size }),
    });
    const uploadPath = `${API}/cases/${caseId}/scan-uploads/${upload.id}`;
    for (let offset = 0; offset < stl.size;) {
      const end = Math.min(stl.size, offset + partMb * MB);
      const answer = await sendPart(url, token, uploadPath, offset, stl.range(offset, end), end - offset);
      const last = end === stl.size;
      if (
        answer.status !== 200 ||
        !answer.type?.startsWith('application/json') ||
        answer.json?.offset !== end ||
        answer.json.complete !== last
      )
        throw new Error(
          `part at ${offset} answered ${answer.status} ${answer.type}: ${JSON.stringify(answer.json ?? answer.text).slice(0, 200)}`,
        );
      parts++;
      if (last) scan = answer.json.scan;
      offset = end;
    }
  } finally {
    clearInterval(sampler);
  }
  const uploadSeconds = (performance.now() - began) / 1000;
  if (scan?.kind !== 'stl' || scan.size !== stl.size)
    throw new Error(`the last part did not answer the scan: ${JSON.stringify(scan)}`);
  const after = memoryMb(pid);

  const downloadBegan = performance.now();
  const file = await downloadHash(url, token, `${API}/cases/${caseId}/scans/${scan.id}/file`);
  const downloadSeconds = (performance.now() - downloadBegan) / 1000;
  if (file.status !== 200 || file.headers['content-type'] !== 'model/stl' || file.sha256 !== sha256)
    throw new Error(
      `the download answered ${file.status} ${file.headers['content-type']}, ${file.bytes} bytes, ${file.sha256 === sha256 ? 'the same' : 'other'} bytes than uploaded`,
    );
  const result = {
    bytes: stl.size,
    parts,
    partMb,
    uploadSeconds: Number(uploadSeconds.toFixed(2)),
    uploadMbPerSecond: Math.round(stl.size / MB / uploadSeconds),
    downloadSeconds: Number(downloadSeconds.toFixed(2)),
    rssBeforeMb: before.rss,
    peakRssDuringMb: peakRss,
    hwmBeforeMb: before.hwm,
    hwmAfterMb: after.hwm,
  };
  log(
    `  scan upload: ${(stl.size / MB).toFixed(0)} MB in ${parts} parts in ${result.uploadSeconds} s (${result.uploadMbPerSecond} MB/s), download ${result.downloadSeconds} s; server RSS ${result.rssBeforeMb} MB before, at most ${peakRss} MB during`,
  );
  return result;
}
