import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

const xml = (response: ServerResponse, status: number, body: string) =>
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);

const objectOf = (request: IncomingMessage, body: Buffer): StoredObject => ({
  body,
  contentType: request.headers['content-type'],
  cacheControl: request.headers['cache-control'],
});

/**
 * A small S3-compatible server on a local port (path-style: /bucket/key), enough for the SDK's
 * PutObject, GetObject (with a Range), DeleteObject, ListObjectsV2 and multipart uploads (create,
 * part, complete, abort). It keeps objects in memory. `failWrites(n)` lets the next `n` writes (an
 * object or a part) through and refuses every one after, as a bucket that goes away mid-upload.
 */
export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const multipart = new Map<string, { object: StoredObject; parts: Map<number, Buffer> }>();
  let writesAllowed = Number.POSITIVE_INFINITY;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const id = `${bucket}/${key}`;
      const uploadId = url.searchParams.get('uploadId');
      if (request.method === 'PUT' && key) {
        const body = await bodyOf(request);
        if (writesAllowed <= 0)
          return xml(response, 500, '<Error><Code>InternalError</Code><Message>down</Message></Error>');
        writesAllowed--;
        if (uploadId) {
          const upload = multipart.get(uploadId);
          if (!upload) return xml(response, 404, '<Error><Code>NoSuchUpload</Code></Error>');
          upload.parts.set(Number(url.searchParams.get('partNumber')), body);
        } else objects.set(id, objectOf(request, body));
        response.writeHead(200, { ETag: '"fake"' }).end();
      } else if (request.method === 'POST' && key && url.searchParams.has('uploads')) {
        await bodyOf(request);
        const newId = randomBytes(8).toString('hex');
        multipart.set(newId, { object: objectOf(request, Buffer.alloc(0)), parts: new Map() });
        xml(
          response,
          200,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${newId}</UploadId></InitiateMultipartUploadResult>`,
        );
      } else if (request.method === 'POST' && key && uploadId) {
        await bodyOf(request);
        const upload = multipart.get(uploadId);
        if (!upload) return xml(response, 404, '<Error><Code>NoSuchUpload</Code></Error>');
        multipart.delete(uploadId);
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        objects.set(id, { ...upload.object, body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)) });
        xml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>"fake"</ETag></CompleteMultipartUploadResult>`,
        );
      } else if (request.method === 'DELETE' && key && uploadId) {
        multipart.delete(uploadId);
        response.writeHead(204).end();
      } else if (request.method === 'GET' && key) {
        const object = objects.get(id);
        if (!object)
          return xml(response, 404, '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        const headers = {
          ...(object.contentType ? { 'Content-Type': object.contentType } : {}),
          ...(object.cacheControl ? { 'Cache-Control': object.cacheControl } : {}),
        };
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        if (range) {
          const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)];
          response
            .writeHead(206, {
              ...headers,
              'Content-Length': end - start + 1,
              'Content-Range': `bytes ${start}-${end}/${object.body.length}`,
            })
            .end(object.body.subarray(start, end + 1));
        } else response.writeHead(200, { ...headers, 'Content-Length': object.body.length }).end(object.body);
      } else if (request.method === 'DELETE' && key) {
        objects.delete(id);
        response.writeHead(204).end();
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()]
          .filter((name) => name.startsWith(`${bucket}/${prefix}`))
          .map((name) => name.slice(bucket.length + 1))
          .sort();
        const contents = keys
          .map(
            (k) =>
              `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(`${bucket}/${k}`)!.body.length}</Size></Contents>`,
          )
          .join('');
        xml(
          response,
          200,
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      } else response.writeHead(400).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Keys held in `bucket`. */
    keys: (bucket: string) =>
      [...objects.keys()]
        .filter((id) => id.startsWith(`${bucket}/`))
        .map((id) => id.slice(bucket.length + 1)),
    /** The object's bytes and the headers it was stored with. */
    object: (bucket: string, key: string) => objects.get(`${bucket}/${key}`),
    /** Multipart uploads begun and neither completed nor aborted. */
    openMultipartUploads: () => multipart.size,
    /** Lets `count` more writes through, then refuses every write; Infinity: all go through. */
    failWrites(count: number) {
      writesAllowed = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
