import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { hostileString, hostileValue, plausibleValue, wrongTypeFor } from './hostile-values';
import { fillPath, type JsonSchema, type Operation } from './openapi';

export type Actor = 'anonymous' | 'patient' | 'admin' | 'deactivated';
export type Authorizations = Record<Actor, string | undefined> & {
  /** Tokens that must never pass: forged, for nobody, wrong scheme. */
  garbage: string[];
};

export interface BadRequest {
  /** What is wrong with it; `none` only for reads, which may legitimately succeed. */
  fault: string;
  actor: Actor;
  options: InjectOptions;
}

const oversizedBody = `{"x":"${'A'.repeat(1_100_000)}"}`;
// An empty body with JSON announced is not broken: the spec's own clients send it (sign-up with query
// parameters, deactivate) and it counts as no body. These are all malformed.
const brokenJson = ['{', '{"a":', "{'a':1}", '[1,2', 'undefined', '{"a":1}}', '\u0000', 'NaN', '  }'];
const foreignTypes = ['application/xml', 'application/x-www-form-urlencoded', 'image/png', 'text/html'];
/** Path values that name nothing: unknown ids, out-of-range, negative, fractional, not numbers. */
const badPathValue = fc.oneof(
  fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999999999999',
    '9223372036854775808',
    'abc',
    "1'",
    '1;',
    'null',
  ),
  hostileString
    .filter((s) => s.length < 2000)
    .filter((s) => {
      const n = Number(s.trim());
      return !(s.trim() !== '' && Number.isFinite(n) && n > 0 && n < 1_000_000);
    }),
);
const headerValue = fc.oneof(
  fc.constantFrom("' OR 1=1 --", '<script>', 'x'.repeat(300), '../..', '0'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
);

function multipartBody(filename: string, type: string, content: string) {
  const boundary = '----idlfuzz';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const objectProperties = (schema: JsonSchema | undefined) =>
  schema && schema.properties ? Object.keys(schema.properties) : [];

/**
 * Requests for one operation, each carrying at least one fault a correct server must refuse
 * (reads may also come without one), dressed in hostile noise: extra fields, odd values, headers.
 */
export function badRequests(op: Operation, auth: Authorizations): fc.Arbitrary<BadRequest> {
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const writes = op.method !== 'GET';
  const multipart = op.bodyTypes.some((type) => type.startsWith('multipart/'));
  const bodyProps = objectProperties(op.body);
  const required = (op.body?.required ?? []).filter((name) => bodyProps.includes(name));

  const faults: string[] = [];
  if (pathNames.length) faults.push('path');
  if (op.body) faults.push('body-top-type');
  if (required.length) faults.push('body-missing-field');
  if (bodyProps.some((name) => wrongTypeFor(op.body!.properties![name]!))) faults.push('body-wrong-type');
  if (writes) faults.push('broken-json', 'content-type', 'oversized');
  if (multipart) faults.push('not-an-image');
  if (queryParams.some((p) => p.required)) faults.push('query-missing');
  if (
    queryParams.some(
      (p) => wrongTypeFor({ ...p.schema, type: p.schema.type ?? 'string' }) && isStrict(p.schema),
    )
  )
    faults.push('query-wrong-value');
  if (op.statuses.includes(401)) faults.push('auth');
  if (!writes) faults.push('none');

  return fc.gen().map((g): BadRequest => {
    // A megabyte body is costly to send: one in a few dozen writes is plenty.
    const fault = g(() =>
      fc.oneof(...faults.map((f) => ({ arbitrary: fc.constant(f), weight: f === 'oversized' ? 1 : 8 }))),
    );
    let actor: Actor = g(fc.constantFrom, 'anonymous', 'patient', 'admin', 'deactivated');
    const headers: Record<string, string> = {};
    let authorization = auth[actor];
    if (fault === 'auth') authorization = g(fc.constantFrom, ...auth.garbage);
    if (authorization) headers.authorization = authorization;
    if (fault === 'auth') actor = 'anonymous';

    const pathValues: Record<string, string> = {};
    for (const name of pathNames) pathValues[name] = g(() => badPathValue);
    // Without a path fault the ids still name nothing, so a write can never succeed by chance.

    const query: Record<string, string> = {};
    for (const param of queryParams) {
      if (!param.required && g(fc.boolean)) continue;
      const base = plausibleValue(param.schema);
      query[param.name] = String(
        writes || g(fc.boolean) ? base : g(() => hostileString.filter((s) => s.length < 3000)),
      );
    }
    if (fault === 'query-missing') {
      const names = queryParams.filter((p) => p.required).map((p) => p.name);
      delete query[g(fc.constantFrom, ...names)];
    }
    if (fault === 'query-wrong-value') {
      const strict = queryParams.filter((p) => isStrict(p.schema));
      const param = g(fc.constantFrom, ...strict);
      query[param.name] = g(
        fc.constantFrom,
        'abc',
        '-5',
        '1.5',
        '',
        "1' OR '1'='1",
        '<b>x</b>',
        '1e400',
        'NaN',
      );
    }
    if (g(fc.boolean))
      query[g(fc.constantFrom, 'role', 'isAdmin', '__proto__', 'price', 'userId')] = g(() => headerValue);
    for (const param of headerParams) if (g(fc.boolean)) headers[param.name] = g(() => headerValue);
    if (g(fc.boolean))
      headers['x-forwarded-for'] = g(fc.constantFrom, '127.0.0.1', '10.0.0.1, 1.2.3.4', 'garbage');

    let payload: string | undefined;
    if (writes) {
      let body: unknown = op.body ? plausibleValue(op.body) : undefined;
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const record = body as Record<string, unknown>;
        // Noise: hostile values in some fields and fields nobody asked for.
        for (const name of bodyProps)
          if (g(fc.integer, { min: 0, max: 3 }) === 0) record[name] = g(() => hostileValue);
        if (g(fc.boolean))
          record[g(fc.constantFrom, 'role', 'id', 'userId', 'price', 'total', 'status', 'isAdmin')] = g(
            () => hostileValue,
          );
        if (fault === 'body-missing-field') delete record[g(fc.constantFrom, ...required)];
        if (fault === 'body-wrong-type') {
          const names = bodyProps.filter((name) => wrongTypeFor(op.body!.properties![name]!));
          const name = g(fc.constantFrom, ...names);
          record[name] = g(() => wrongTypeFor(op.body!.properties![name]!)!);
        }
      }
      if (fault === 'body-top-type') body = g(fc.constantFrom, null, 'text', 42, true, [1, 2], [{ a: 1 }]);
      headers['content-type'] = 'application/json';
      payload = body === undefined ? undefined : JSON.stringify(body);
      if (fault === 'broken-json') payload = g(fc.constantFrom, ...brokenJson);
      if (fault === 'oversized') payload = oversizedBody;
      if (fault === 'content-type') {
        headers['content-type'] = g(fc.constantFrom, ...foreignTypes, ...(op.body ? ['text/plain'] : []));
        payload = g(fc.constantFrom, '<a>1</a>', 'a=1&role=ADMIN', 'plain words', '\u0000\u0001');
      }
      if (multipart && fault === 'not-an-image') {
        const part = multipartBody(
          g(fc.constantFrom, 'x.png', 'x.svg', '../../x.jpg', 'x.html'),
          g(fc.constantFrom, 'image/png', 'image/svg+xml', 'text/html'),
          g(
            fc.constantFrom,
            '<svg onload=alert(1)></svg>',
            'not an image',
            '\u0089PNG broken',
            '<html></html>',
          ),
        );
        headers['content-type'] = part.contentType;
        payload = part.body;
      }
      if (payload === undefined && !op.body && !multipart) delete headers['content-type'];
    }
    return {
      fault,
      actor,
      options: { method: op.method, url: fillPath(op.path, pathValues), query, headers, payload },
    };
  });
}

/** A query parameter whose schema refuses some strings (numbers, enums, bounded lengths). */
function isStrict(schema: JsonSchema): boolean {
  const type = [schema.type].flat()[0];
  return type === 'integer' || type === 'number' || Boolean(schema.enum?.length);
}
