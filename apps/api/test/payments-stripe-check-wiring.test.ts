import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeStripe } from './fake-stripe';
import { createTestApp, type TestApp } from './helpers';
import type * as Schedule from '../src/modules/payments/stripe-check-schedule';

const stop = vi.fn();
vi.mock('../src/modules/payments/stripe-check-schedule', async (original) => ({
  ...(await original<typeof Schedule>()),
  scheduleStripeCheck: vi.fn(() => stop),
}));
const { scheduleStripeCheck } = await import('../src/modules/payments/stripe-check-schedule');

describe('the daily Stripe check is started with the server', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    vi.mocked(scheduleStripeCheck).mockClear();
    stop.mockClear();
  });

  it('only when the shop takes cards, and stops when the server closes', async () => {
    t = await createTestApp();
    expect(scheduleStripeCheck).not.toHaveBeenCalled();
    await t.close();
    t = undefined;

    const fake = await startFakeStripe();
    try {
      t = await createTestApp({
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE: fake.url,
      });
      expect(scheduleStripeCheck).toHaveBeenCalledTimes(1);
      expect(stop).not.toHaveBeenCalled();
      await t.close();
      t = undefined;
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      await fake.close();
    }
  });
});
