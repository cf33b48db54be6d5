import fc from 'fast-check';
import type { JsonSchema } from './openapi';

const sqlFragments = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR 1=1 --',
  "1' UNION SELECT password_hash FROM users --",
  "%' AND 1=0 --",
  "'); DELETE FROM orders; --",
];
const htmlFragments = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe src="//evil.example"></iframe>',
];
const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  'ℌ𝔢𝔩𝔩𝔬 🦷',
  'e\u0301'.repeat(50),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
  'null',
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '${7*7}',
];

/** Strings a careless server trips on: SQL and HTML fragments, control and exotic unicode, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...sqlFragments, ...htmlFragments, ...oddStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer({ min: 10_001, max: 70_000 }).map((n) => 'A'.repeat(n)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0.5, 0.5, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e-12),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, leaning towards the hostile ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '$gt'), hostileString, {
      maxKeys: 2,
    }),
    weight: 1,
  },
);

/** The JSON types a schema admits (`integer` counts as `number` with a whole value). */
export function allowedTypes(schema: JsonSchema): Set<string> {
  const out = new Set<string>();
  const visit = (s: JsonSchema) => {
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) visit(branch);
    for (const branch of s.allOf ?? []) visit(branch);
    if (s.type) for (const type of [s.type].flat()) out.add(type);
    if (s.nullable) out.add('null');
    for (const value of [...(s.enum ?? []), ...(s.const !== undefined ? [s.const] : [])])
      out.add(value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  };
  visit(schema);
  if (out.size === 0)
    for (const type of ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object']) out.add(type);
  return out;
}

/** A value of a JSON type the schema refuses, or undefined when it admits every type. */
export function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const allowed = allowedTypes(schema);
  const choices: fc.Arbitrary<unknown>[] = [];
  if (!allowed.has('string')) choices.push(hostileString);
  if (!allowed.has('number') && !allowed.has('integer')) choices.push(hostileNumber);
  if (allowed.has('integer') && !allowed.has('number')) choices.push(fc.constantFrom(0.5, -1.25, 3.000001));
  if (!allowed.has('boolean')) choices.push(fc.boolean());
  if (!allowed.has('null')) choices.push(fc.constant(null));
  if (!allowed.has('array')) choices.push(fc.array(hostileValue, { maxLength: 3 }));
  if (!allowed.has('object'))
    choices.push(fc.dictionary(fc.string({ maxLength: 5 }), hostileValue, { maxKeys: 2 }));
  return choices.length ? fc.oneof(...choices) : undefined;
}

/** A plausible valid value for a schema: the base a single fault is injected into. */
export function plausibleValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return plausibleValue(branch);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausibleValue(value)]),
      );
    case 'array':
      return schema.items ? [plausibleValue(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      return 'x'.repeat(Math.max(1, Math.min(schema.minLength ?? 5, 200)));
  }
}
