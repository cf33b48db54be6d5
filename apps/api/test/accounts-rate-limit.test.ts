import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const SIGN_IN = '/interdentallab/api/users/sign-in';
const SIGN_UP = '/interdentallab/api/users/sign-up';
const FORGOT = '/interdentallab/api/users/forgot-password';

const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;
const randomEmail = () => `limit-${randomBytes(4).toString('hex')}@example.com`;
const limits = {
  AUTH_RATE_LIMIT_PER_IP: '4',
  AUTH_RATE_LIMIT_PER_EMAIL: '2',
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
};

const signInFrom = (t: TestApp, ip: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: SIGN_IN,
    remoteAddress: ip,
    payload: { email, password: 'whatever it is', fcmToken: '', gmailToken: '', facebookToken: '' },
  });

function expectLimited(res: Awaited<ReturnType<typeof signInFrom>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/Too many attempts/),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('accounts: rate limits in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(limits);
  });
  afterAll(() => t.close());

  it('limits sign-in attempts per e-mail, whichever IP they come from', async () => {
    const email = randomEmail();
    expect((await signInFrom(t, randomIp(), email)).statusCode).toBe(401);
    expect((await signInFrom(t, randomIp(), email.toUpperCase())).statusCode).toBe(401);
    expectLimited(await signInFrom(t, randomIp(), email));
    // Another e-mail is not affected.
    expect((await signInFrom(t, randomIp(), randomEmail())).statusCode).toBe(401);
  });

  it('limits sign-in attempts per IP, whichever e-mail they name', async () => {
    const ip = randomIp();
    for (let i = 0; i < 4; i++) expect((await signInFrom(t, ip, randomEmail())).statusCode).toBe(401);
    expectLimited(await signInFrom(t, ip, randomEmail()));
    expect((await signInFrom(t, randomIp(), randomEmail())).statusCode).toBe(401);
  });

  it('limits sign-up and forgot-password too, and a limited sign-up creates nothing', async () => {
    const ip = randomIp();
    const email = randomEmail();
    const signUp = () =>
      t.app.inject({
        method: 'POST',
        url: SIGN_UP,
        remoteAddress: ip,
        query: { email, password: 'long enough', role: 'PATIENT' },
      });
    expect((await signUp()).statusCode).toBe(201);
    expect((await signUp()).statusCode).toBe(409);
    expectLimited(await signUp());

    const forgotEmail = randomEmail();
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: FORGOT,
        remoteAddress: randomIp(),
        payload: { email: forgotEmail },
      });
    expect((await forgot()).statusCode).toBe(202);
    expect((await forgot()).statusCode).toBe(202);
    expectLimited(await forgot());
  });
});

describe('accounts: rate limits shared through Redis', () => {
  const redisLimits = { ...limits, REDIS_URL: 'redis://127.0.0.1:6379' };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(redisLimits);
    second = await createTestApp(redisLimits);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts attempts across two server instances', async () => {
    const email = randomEmail();
    expect((await signInFrom(first, randomIp(), email)).statusCode).toBe(401);
    expect((await signInFrom(second, randomIp(), email)).statusCode).toBe(401);
    expectLimited(await signInFrom(first, randomIp(), email));
    expectLimited(await signInFrom(second, randomIp(), email));
  });

  it('does not share counts between instances without Redis', async () => {
    const a = await createTestApp(limits);
    const b = await createTestApp(limits);
    try {
      const email = randomEmail();
      expect((await signInFrom(a, randomIp(), email)).statusCode).toBe(401);
      expect((await signInFrom(a, randomIp(), email)).statusCode).toBe(401);
      expect((await signInFrom(b, randomIp(), email)).statusCode).toBe(401);
      expectLimited(await signInFrom(a, randomIp(), email));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('still lets people sign in when Redis is unreachable, counting nothing', async () => {
    const offline = await createTestApp({ ...limits, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const email = randomEmail();
      for (let i = 0; i < 3; i++) expect((await signInFrom(offline, randomIp(), email)).statusCode).toBe(401);
    } finally {
      await offline.close();
    }
  });
});
