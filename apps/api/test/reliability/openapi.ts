import type { TestApp } from '../helpers';

/** The parts of a JSON Schema (as the OpenAPI document carries them) the tests look at. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  /** OpenAPI 3.0's way of admitting null. */
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/interdentallab/api/orders/{orderId}`. */
  path: string;
  parameters: Parameter[];
  /** JSON body schema, when the route takes one. */
  body: JsonSchema | undefined;
  /** Content types the route declares for its body (`multipart/form-data` for uploads). */
  bodyTypes: string[];
  statuses: number[];
}

/** Every operation of the running app's OpenAPI document: the route table the suites iterate. */
export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/interdentallab/docs/json' });
  if (res.statusCode !== 200) throw new Error(`docs: ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const refs = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema || depth > 20) return schema;
    if (schema.$ref) return resolve(refs[schema.$ref.split('/').pop()!], depth + 1);
    const out: JsonSchema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)!]),
      );
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, depth + 1)!);
    return out;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> })?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: ((op.parameters ?? []) as Parameter[]).map((p) => ({
          ...p,
          required: Boolean(p.required),
          schema: resolve(p.schema) ?? {},
        })),
        body: resolve(content?.['application/json']?.schema),
        bodyTypes: Object.keys(content ?? {}),
        statuses: Object.keys(op.responses as object).map(Number),
      });
    }
  }
  return operations;
}

/** Lone UTF-16 surrogates replaced, so the value can be URL-encoded. */
const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** `/a/{id}/b` with the given path values filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(values[name] ?? '1')));
}

export const operationName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
