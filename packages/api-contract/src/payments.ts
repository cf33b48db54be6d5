import { z } from 'zod';
import { API_PREFIX } from './paths';

export const paymentsPaths = {
  /** What checkout offers: the shop's transfer details (public). */
  paymentOptions: `${API_PREFIX}/api/payment-options`,
  /** The shop's transfer details as the admin edits them. */
  adminPaymentSettings: `${API_PREFIX}/api/admin/settings/payment`,
  /** Where Stripe sends its signed events. */
  stripeWebhook: `${API_PREFIX}/api/payments/stripe/webhook`,
} as const;

const required = (max: number, what: string) =>
  z.string().trim().min(1, `Enter ${what}`).max(max, `At most ${max} characters`);

/**
 * One way the shop accepts a transfer (e.g. Zelle, bank transfer): whom to pay and where. Shown at
 * checkout, on the order page and in the order e-mail.
 */
export const transferMethodSchema = z
  .object({
    name: required(60, 'the method’s name, e.g. Zelle').describe('e.g. "Zelle" or "Bank transfer"'),
    payeeName: required(120, 'the payee’s name').describe('Whom the buyer pays, e.g. "Interdental Lab LLC"'),
    account: required(300, 'where to send the money').describe(
      'The address or account to send to: a Zelle e-mail or phone, a bank, routing and account number',
    ),
    instructions: z
      .string()
      .trim()
      .max(1000, 'At most 1000 characters')
      .default('')
      .describe('Anything else the buyer should know, e.g. "Quote the order number in the memo"'),
  })
  .meta({ id: 'TransferMethod' });
export type TransferMethod = z.output<typeof transferMethodSchema>;
export type TransferMethodInput = z.input<typeof transferMethodSchema>;

export const paymentSettingsSchema = z
  .object({
    transferMethods: z
      .array(transferMethodSchema)
      .max(10, 'At most 10 transfer methods')
      .describe('In the order buyers see them; an empty list hides transfer details'),
  })
  .meta({
    id: 'PaymentSettings',
    example: {
      transferMethods: [
        {
          name: 'Zelle',
          payeeName: 'Interdental Lab LLC',
          account: 'payments@interdentallab.com',
          instructions: 'Write the order number in the memo.',
        },
      ],
    },
  });
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;

export const paymentOptionsSchema = z
  .object({
    transferMethods: z.array(transferMethodSchema),
    card: z.boolean().describe('Whether the shop takes cards (Stripe is configured)'),
  })
  .meta({ id: 'PaymentOptions' });
export type PaymentOptions = z.output<typeof paymentOptionsSchema>;

/** The provider ids a buyer may choose (`paymentMethod.provider` of an order). */
export const paymentProviders = { manualTransfer: 'manual-transfer', card: 'card' } as const;
export type PaymentProviderId = (typeof paymentProviders)[keyof typeof paymentProviders];
