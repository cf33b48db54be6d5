import type { Reconciliation, ReconciliationFigures } from '@idl/api-contract';
import { reconciliationDayCount } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { toDollars } from '../../lib/money';
import { reconciliationRepository } from './reconciliation.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

interface Cents {
  cardOrders: number;
  transferOrders: number;
  warrantyDues: number;
  refunds: number;
}
const zero = (): Cents => ({ cardOrders: 0, transferOrders: 0, warrantyDues: 0, refunds: 0 });

function figures(c: Cents): ReconciliationFigures {
  const moneyIn = c.cardOrders + c.transferOrders + c.warrantyDues;
  return {
    cardOrders: toDollars(c.cardOrders),
    transferOrders: toDollars(c.transferOrders),
    warrantyDues: toDollars(c.warrantyDues),
    moneyIn: toDollars(moneyIn),
    refunds: toDollars(c.refunds),
    net: toDollars(moneyIn - c.refunds),
  };
}

/** Money in and out of the shop by UTC day, in cents until the edge. */
export function reconciliationService(deps: Deps) {
  const repo = reconciliationRepository(deps.database.db);
  return {
    /** `from`…`to` both included; the route has checked the range. */
    async report(from: string, to: string): Promise<Reconciliation> {
      const end = nextDay(to);
      const [paid, refunds, dues, dueRefunds, sums] = await Promise.all([
        repo.paidOrdersByDay(from, end),
        repo.refundsByDay(from, end),
        repo.duesPaidByDay(from, to),
        repo.dueRefundsByDay(from, to),
        repo.rangeSums(from, to, end),
      ]);
      const byDay = new Map<string, Cents>();
      let day = from;
      for (let i = 0; i < reconciliationDayCount(from, to); i += 1, day = nextDay(day))
        byDay.set(day, zero());
      const at = (d: string) => byDay.get(d) ?? zero(); // every row's day is in the range
      for (const row of paid) at(row.day)[row.way === 'card' ? 'cardOrders' : 'transferOrders'] += row.cents;
      for (const row of refunds) at(row.day).refunds += row.cents;
      for (const row of dues) at(row.day).warrantyDues += row.cents;
      for (const row of dueRefunds) at(row.day).refunds += row.cents;

      const total = zero();
      for (const cents of byDay.values())
        for (const key of Object.keys(total) as (keyof Cents)[]) total[key] += cents[key];
      const netCents = total.cardOrders + total.transferOrders + total.warrantyDues - total.refunds;
      const expectedCents =
        sums.ordersPaidCents - sums.ordersRefundedCents + sums.duesPaidCents - sums.duesRefundedCents;
      return {
        from,
        to,
        days: [...byDay].map(([d, cents]) => ({ day: d, ...figures(cents) })),
        totals: figures(total),
        check: {
          ordersPaid: toDollars(sums.ordersPaidCents),
          ordersRefunded: toDollars(sums.ordersRefundedCents),
          duesPaid: toDollars(sums.duesPaidCents),
          duesRefunded: toDollars(sums.duesRefundedCents),
          expectedNet: toDollars(expectedCents),
          matches: expectedCents === netCents,
        },
      };
    },
  };
}
