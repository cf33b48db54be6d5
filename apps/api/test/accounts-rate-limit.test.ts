import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

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

const signInFrom = (t: TestApp, ip: string, email: string, password = 'whatever it is') =>
  t.app.inject({
    method: 'POST',
    url: SIGN_IN,
    remoteAddress: ip,
    payload: { email, password, fcmToken: '', gmailToken: '', facebookToken: '' },
  });

function expectLimited(res: Awaited<ReturnType<typeof signInFrom>>, retryAfter?: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/Too many attempts/),
  });
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  if (retryAfter !== undefined) expect(seconds).toBe(retryAfter);
}

describe('accounts: rate limits in memory', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-24T10:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(limits, { now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  it('limits sign-in attempts per IP and e-mail, with a longer wait after each failure', async () => {
    const email = randomEmail();
    const ip = randomIp();
    expect((await signInFrom(t, ip, email)).statusCode).toBe(401);
    expect((await signInFrom(t, ip, email.toUpperCase())).statusCode).toBe(401);
    expectLimited(await signInFrom(t, ip, email), 1);
    clock += 1_100;
    expect((await signInFrom(t, ip, email)).statusCode).toBe(401);
    expectLimited(await signInFrom(t, ip, email), 2);
    clock += 1_100;
    expectLimited(await signInFrom(t, ip, email), 1);
    // Another e-mail from that IP is not affected (its fourth failure: the IP's limit is four).
    expect((await signInFrom(t, ip, randomEmail())).statusCode).toBe(401);
  });

  it('never locks an account out from elsewhere: the owner still signs in, and success clears the count', async () => {
    const owner = await createUserWithToken(t, { password: 'the right one' });
    const attacker = randomIp();
    for (let i = 0; i < 3; i++) await signInFrom(t, attacker, owner.email);
    expectLimited(await signInFrom(t, attacker, owner.email));
    for (let i = 0; i < 3; i++) await signInFrom(t, randomIp(), owner.email);
    const home = randomIp();
    expect((await signInFrom(t, home, owner.email, 'a typo')).statusCode).toBe(401);
    expect((await signInFrom(t, home, owner.email, 'the right one')).statusCode).toBe(200);
    // The success cleared the typo: one more mistake is not yet a wait.
    expect((await signInFrom(t, home, owner.email, 'a typo')).statusCode).toBe(401);
    expect((await signInFrom(t, home, owner.email, 'the right one')).statusCode).toBe(200);
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
    // Four failures from one IP, two on each instance: only counted together do they reach the
    // limit, and past it the IP waits the whole window (60 s). Redis keeps time by the real clock,
    // so the test relies on no wait shorter than that: the pair's first wait is 1 s, and a loaded CI
    // run once took longer than that between two requests.
    const ip = randomIp();
    for (const instance of [first, second, first, second]) {
      expect((await signInFrom(instance, ip, randomEmail())).statusCode).toBe(401);
    }
    expectLimited(await signInFrom(first, ip, randomEmail()));
    expectLimited(await signInFrom(second, ip, randomEmail()));
  });

  it('does not share counts between instances without Redis', async () => {
    // In memory the wait after a failure is told by the shop's clock: stopped here, so a request
    // slowed by a busy machine (over a second, in a loaded CI run) cannot outlast the wait.
    const stopped = { now: () => new Date('2026-11-24T10:00:00.000Z') };
    const a = await createTestApp(limits, stopped);
    const b = await createTestApp(limits, stopped);
    try {
      const email = randomEmail();
      const ip = randomIp();
      expect((await signInFrom(a, ip, email)).statusCode).toBe(401);
      expect((await signInFrom(a, ip, email)).statusCode).toBe(401);
      expect((await signInFrom(b, ip, email)).statusCode).toBe(401);
      expectLimited(await signInFrom(a, ip, email));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('still lets people sign in when Redis is unreachable, counting nothing', async () => {
    const offline = await createTestApp({ ...limits, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const email = randomEmail();
      const ip = randomIp();
      for (let i = 0; i < 3; i++) expect((await signInFrom(offline, ip, email)).statusCode).toBe(401);
    } finally {
      await offline.close();
    }
  });
});
