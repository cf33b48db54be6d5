// The ceiling: a bare Fastify server answering a pre-serialised body (JSON or HTML) of a given size.
// Whatever the shop does per request, it cannot beat this on the same machine.
import Fastify from 'fastify';

const size = Number(process.argv[2] ?? 4096);
const port = Number(process.argv[3] ?? 0);
// `html`: a page of that size (the ceiling of the rendered pages), else JSON.
const html = process.argv[4] === 'html';
const body = html
  ? `<!doctype html>${'x'.repeat(Math.max(0, size - 15))}`
  : JSON.stringify({ data: { content: 'x'.repeat(Math.max(0, size - 22)) } });
const contentType = html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';

const app = Fastify({ logger: false });
app.get('/', (_req, reply) => {
  reply.header('content-type', contentType).send(body);
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
