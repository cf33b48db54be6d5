import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../endpoint';
import { API_PREFIX } from '../paths';
import { endpoints } from './index';

const table: Array<[string, Endpoint]> = Object.entries(endpoints).flatMap(([area, byName]) =>
  Object.entries(byName as Record<string, Endpoint>).map(([name, e]): [string, Endpoint] => [
    `${area}.${name}`,
    e,
  ]),
);
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the table of endpoints', () => {
  it('has endpoints', () => {
    expect(table.length).toBeGreaterThan(0);
  });

  it('gives each method and path to one endpoint only', () => {
    const seen = new Map<string, string>();
    for (const [name, e] of table) {
      const key = `${e.method} ${e.path}`;
      expect(seen.get(key), `${name} repeats ${key}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  it.each(table)('%s: its params schema names exactly the parameters of its path', (_name, e) => {
    const inPath = placeholders(e.path);
    if (inPath.length === 0) {
      expect(e.params).toBeUndefined();
      return;
    }
    expect(e.params).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((e.params as z.ZodObject).shape).sort()).toEqual(inPath);
  });

  it.each(table)('%s: is an API path, with a body only where a body can go', (_name, e) => {
    expect(e.path.startsWith(`${API_PREFIX}/`)).toBe(true);
    expect(e.path).not.toMatch(/[?#:]/);
    if (e.method === 'GET') expect(e.body === undefined && !e.multipart && !e.binary).toBe(true);
    if (e.multipart || e.binary) expect(e.body).toBeUndefined();
    expect(e.status >= 200 && e.status < 400).toBe(true);
  });
});
