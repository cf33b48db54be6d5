import { open } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupCommit } from '../src/db/database';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';

const API = '/interdentallab/api';

/** A flush the test finishes by hand, recording how many were started. */
function manualFlushes() {
  const started: { finish(): void; fail(error: Error): void }[] = [];
  const flush = () =>
    new Promise<void>((resolve, reject) => {
      started.push({ finish: resolve, fail: reject });
    });
  return { flush, started };
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false, failed: false };
  promise.then(
    () => (state.done = true),
    () => (state.failed = true),
  );
  return state;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('answers at once when nothing was written', async () => {
    const { flush, started } = manualFlushes();
    const commits = groupCommit(flush);
    await commits.durable();
    expect(started).toHaveLength(0);
  });

  it('covers every commit made before a flush with that one flush', async () => {
    const { flush, started } = manualFlushes();
    const commits = groupCommit(flush);
    commits.written();
    const waits = [commits.durable(), commits.durable(), commits.durable()].map(settled);
    await tick();
    expect(started).toHaveLength(1);
    expect(waits.some((w) => w.done)).toBe(false);
    started[0]!.finish();
    await tick();
    expect(waits.every((w) => w.done)).toBe(true);
  });

  it('makes a write during a flush wait for the next flush, shared by all such writes', async () => {
    const { flush, started } = manualFlushes();
    const commits = groupCommit(flush);
    commits.written();
    const first = settled(commits.durable());
    commits.written(); // committed while the first flush is on its way to the disk
    const second = settled(commits.durable());
    const third = settled(commits.durable());
    started[0]!.finish();
    await tick();
    expect(first.done).toBe(true);
    expect(second.done || third.done).toBe(false);
    expect(started).toHaveLength(2);
    started[1]!.finish();
    await tick();
    expect(second.done && third.done).toBe(true);
    expect(started).toHaveLength(2);
  });

  it('reports a failed flush to the writes waiting on it, and retries for later ones', async () => {
    const { flush, started } = manualFlushes();
    const commits = groupCommit(flush);
    commits.written();
    const first = settled(commits.durable());
    commits.written();
    const second = settled(commits.durable());
    started[0]!.fail(new Error('EIO'));
    await tick();
    expect(first.failed).toBe(true);
    started[1]!.finish();
    await tick();
    expect(second.done).toBe(true);
  });
});

describe('answers wait for their writes to reach the disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const signUp = () =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-up?${new URLSearchParams({
        email: `durable-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'a-long-enough-password',
        role: 'PATIENT',
      })}`,
    });

  it('holds a sign-up answer until the database says the account is durable', async () => {
    const durable = t.database.durable;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = vi.fn();
    t.database.durable = async () => {
      calls();
      await durable();
      await gate;
    };
    try {
      const answer = settled(signUp());
      // The password hash alone can take seconds on a busy machine: wait for the durability
      // check itself, not for a fixed time; the gate holds the answer until released.
      await vi.waitFor(() => expect(calls).toHaveBeenCalled(), { timeout: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answer.done).toBe(false);
      release();
      await vi.waitFor(() => expect(answer.done).toBe(true), { timeout: 20_000 });

      calls.mockClear();
      const list = await t.app.inject({
        method: 'GET',
        url: `${API}/products/getallproducts?page=0&size=10`,
      });
      expect(list.statusCode).toBe(200);
      expect(calls).not.toHaveBeenCalled();
    } finally {
      t.database.durable = durable;
    }
  });

  it('answers a write whose flush to disk failed with a server error, not a success', async () => {
    const durable = t.database.durable;
    t.database.durable = () => Promise.reject(new Error('disk gone'));
    try {
      const answer = await signUp();
      expect(answer.statusCode).toBe(500);
      // The shop's own words, never the failure's internals.
      expect(answer.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(answer.body).not.toContain('disk gone');
    } finally {
      t.database.durable = durable;
    }
  });

  it.runIf(testDatabaseKind === 'sqlite')('flushes the SQLite write-ahead log after a write', async () => {
    const probe = await open(path.join(t.config.dataDir, 'shop.db-wal'), 'r');
    const fileHandle = Object.getPrototypeOf(probe) as { datasync(): Promise<void> };
    await probe.close();
    const datasync = vi.spyOn(fileHandle, 'datasync');
    const res = await signUp();
    expect(res.statusCode).toBeLessThan(300);
    expect(datasync).toHaveBeenCalled();
  });
});
