import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('countries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every country sorted by name, each with a flag we serve', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/interdentallab/api/countries' });
    expect(res.statusCode).toBe(200);
    const countries = res.json() as { code: string; name: string; flagUrl: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(240);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries).toContainEqual({
      code: 'US',
      name: 'United States',
      flagUrl: '/interdentallab/flags/US.svg',
    });
    expect(countries).toContainEqual(expect.objectContaining({ code: 'DE', name: 'Germany' }));
    const flag = await t.app.inject({ method: 'GET', url: '/interdentallab/flags/DE.svg' });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
    expect(flag.headers['cache-control']).toContain('max-age=');
    expect(flag.body).toContain('<svg');
  });

  it('answers 404 for an unknown flag and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/interdentallab/flags/QQ.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/interdentallab/flags/..%2Fx.svg' })).statusCode).toBe(
      400,
    );
  });
});
