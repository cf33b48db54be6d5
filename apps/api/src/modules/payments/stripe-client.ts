import type Stripe from 'stripe';
import type { StripeSettings } from '../../config';

/**
 * The official Stripe client. `apiBase` points it elsewhere (the tests' local fake of Stripe);
 * without it, api.stripe.com. The SDK (about 20 MB of a server's memory) is loaded only by a shop
 * that takes cards.
 */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const base = settings.apiBase;
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Interdental Lab shop' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export type { Stripe };
