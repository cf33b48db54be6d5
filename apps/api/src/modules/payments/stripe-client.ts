import Stripe from 'stripe';
import type { StripeSettings } from '../../config';

/**
 * The official Stripe client. `apiBase` points it elsewhere (the tests' local fake of Stripe);
 * without it, api.stripe.com.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
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
