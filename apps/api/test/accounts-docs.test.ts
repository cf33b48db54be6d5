import { usersPaths } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const operations: Array<[keyof typeof usersPaths, string]> = [
  ['signUp', 'post'],
  ['signIn', 'post'],
  ['me', 'get'],
  ['me', 'put'],
  ['myPassword', 'put'],
  ['myNotificationSettings', 'get'],
  ['myNotificationSettings', 'put'],
  ['forgotPassword', 'post'],
  ['resetPassword', 'post'],
  ['adminUsers', 'get'],
  ['adminDeactivateUser', 'delete'],
  ['adminActivateUser', 'post'],
];

interface Schema {
  $ref?: string;
  example?: unknown;
  items?: Schema;
}

describe('accounts: OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, Record<string, any>>>;
    components: { schemas: Record<string, Schema> };
  };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/interdentallab/docs/json' })).json();
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema;
  const hasExample = (schema: Schema): boolean => {
    const resolved = resolve(schema);
    return resolved.example !== undefined || (resolved.items !== undefined && hasExample(resolved.items));
  };

  it.each(operations)(
    'documents %s (%s) with a summary, schemas, examples and error answers',
    (key, method) => {
      const operation = doc.paths[usersPaths[key]]?.[method];
      expect(operation, `${method} ${usersPaths[key]}`).toBeDefined();
      expect(operation!.summary).toEqual(expect.any(String));
      expect(operation!.tags).toHaveLength(1);
      const statuses = Object.keys(operation!.responses);
      const success = statuses.find((s) => s.startsWith('2'))!;
      const successSchema = operation!.responses[success].content['application/json'].schema;
      expect(hasExample(successSchema)).toBe(true);
      const errors = statuses.filter((s) => s.startsWith('4'));
      expect(errors.length).toBeGreaterThan(0);
      for (const status of errors)
        expect(operation!.responses[status].content['application/json'].schema.$ref).toBe(
          '#/components/schemas/Error',
        );
      const body = operation!.requestBody?.content['application/json'].schema;
      if (body) expect(hasExample(body)).toBe(true);
    },
  );
});
