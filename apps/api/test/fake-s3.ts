import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small S3-compatible server on a local port (path-style: /bucket/key), enough for the SDK's
 * PutObject, GetObject, DeleteObject and ListObjectsV2. It keeps objects in memory.
 */
export async function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const id = `${bucket}/${key}`;
      if (request.method === 'PUT' && key) {
        objects.set(id, await bodyOf(request));
        response.writeHead(200, { ETag: '"fake"' }).end();
      } else if (request.method === 'GET' && key) {
        const object = objects.get(id);
        if (!object) {
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        } else response.writeHead(200, { 'Content-Length': object.length }).end(object);
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
              `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(`${bucket}/${k}`)!.length}</Size></Contents>`,
          )
          .join('');
        response
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
