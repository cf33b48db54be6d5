import { z } from 'zod';
import { moneySchema } from './cart';
import { API_PREFIX } from './paths';

export const reconciliationPaths = {
  /** Money in and out by UTC day, with an independent check of the totals (admin). */
  adminReconciliation: `${API_PREFIX}/api/admin/payments/reconciliation`,
} as const;

/** The longest range one view covers: a quarter. */
export const RECONCILIATION_MAX_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-14')
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00.000Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: 'Not a calendar date', abort: true },
  );

/** Both days included (UTC, like the dashboard). */
export const reconciliationQuerySchema = z
  .object({
    from: isoDay.describe('First day, YYYY-MM-DD (UTC, included)'),
    to: isoDay.describe('Last day, YYYY-MM-DD (UTC, included)'),
  })
  .superRefine((range, ctx) => {
    const days = reconciliationDayCount(range.from, range.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day is before the first' });
    else if (days > RECONCILIATION_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${RECONCILIATION_MAX_DAYS} days at a time`,
      });
  });
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/** How many days `from`…`to` covers, both included (0 or less when `to` is before `from`). */
export function reconciliationDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const figuresSchema = z.object({
  cardOrders: moneySchema.describe('Orders paid by card (Stripe) that day'),
  transferOrders: moneySchema.describe('Transfer orders the admin confirmed paid that day'),
  warrantyDues: moneySchema.describe('Warranty dues recorded paid that day'),
  moneyIn: moneySchema.describe('The three above together'),
  refunds: moneySchema.describe('Card refunds completed that day, of orders and of warranty dues'),
  net: moneySchema.describe('Money in minus refunds'),
});
export type ReconciliationFigures = z.infer<typeof figuresSchema>;

export const reconciliationSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z
      .array(figuresSchema.extend({ day: z.string().describe('YYYY-MM-DD (UTC)') }))
      .describe('Every day of the range, oldest first, days without money included'),
    totals: figuresSchema,
    check: z
      .object({
        ordersPaid: moneySchema.describe('Sum of the totals of the orders paid in the range'),
        ordersRefunded: moneySchema.describe('Sum of the refunds of orders refunded in the range'),
        duesPaid: moneySchema.describe(
          'Sum of the warranty dues paid in the range, those whose card payment was refunded since included',
        ),
        duesRefunded: moneySchema.describe(
          'Sum of the warranty dues whose card payment was refunded in the range',
        ),
        expectedNet: moneySchema.describe('ordersPaid - ordersRefunded + duesPaid - duesRefunded'),
        matches: z.boolean().describe('Whether expectedNet equals the net of the days added up'),
      })
      .describe('The same money counted a second, independent way'),
  })
  .meta({ id: 'Reconciliation' });
export type Reconciliation = z.infer<typeof reconciliationSchema>;
