import { describe, expect, it } from 'vitest';
import { duesToPayNow, type PayableDue } from './warranty-dues';

const due = (dueOn: string, status: PayableDue['status'], amount = 20): PayableDue => ({
  dueOn,
  status,
  amount,
});

describe('the dues to pay now', () => {
  it('are the next due alone when nothing is overdue', () => {
    const { dues, totalCents } = duesToPayNow([
      due('2026-01-15', 'paid', 199),
      due('2026-03-15', 'due'),
      due('2026-02-15', 'due'),
    ]);
    expect(dues.map((d) => d.dueOn)).toEqual(['2026-02-15']);
    expect(totalCents).toBe(2000);
  });

  it('are every overdue due plus the next one, oldest first', () => {
    const { dues, totalCents } = duesToPayNow([
      due('2026-01-15', 'overdue', 199),
      due('2026-02-15', 'overdue'),
      due('2026-03-15', 'due'),
      due('2026-04-15', 'due'),
    ]);
    expect(dues.map((d) => d.dueOn)).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
    expect(totalCents).toBe(23_900);
  });

  it('add dollar amounts in cents, without floating-point drift', () => {
    const { totalCents } = duesToPayNow([due('2026-01-15', 'overdue', 0.1), due('2026-02-15', 'due', 0.2)]);
    expect(totalCents).toBe(30);
  });

  it('are the overdue ones when no due is left to come', () => {
    const { dues } = duesToPayNow([due('2026-01-15', 'paid'), due('2026-02-15', 'overdue')]);
    expect(dues.map((d) => d.dueOn)).toEqual(['2026-02-15']);
  });

  it('are nothing once every due is paid', () => {
    expect(duesToPayNow([due('2026-01-15', 'paid'), due('2026-02-15', 'paid')])).toEqual({
      dues: [],
      totalCents: 0,
    });
  });
});
