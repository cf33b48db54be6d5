import { fillPath, patientPlans, warrantyPaths, type WarrantyEnrollment } from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  coverageEndsOn,
  dueStatus,
  firstChargeDate,
  monthlyDueDates,
} from '../src/modules/warranty/dues-schedule';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { enrolPatient, testClock } from './warranty-fixtures';

describe('warranty calendar rules', () => {
  it('charges first on the next occurrence of the chosen day strictly after enrolment', () => {
    expect(firstChargeDate('2026-01-10', 28)).toBe('2026-01-28');
    expect(firstChargeDate('2026-01-28', 28)).toBe('2026-02-28');
    expect(firstChargeDate('2026-01-31', 28)).toBe('2026-02-28');
    expect(firstChargeDate('2026-12-20', 5)).toBe('2027-01-05');
    expect(firstChargeDate('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('then charges on the same day every month, across years', () => {
    expect(monthlyDueDates('2026-11-30', 28, 4)).toEqual([
      '2026-12-28',
      '2027-01-28',
      '2027-02-28',
      '2027-03-28',
    ]);
  });

  it('clamps month arithmetic to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 36)).toBe('2029-03-31');
    expect(coverageEndsOn('2026-01-31', 36)).toBe('2029-01-30');
    expect(coverageEndsOn('2026-03-01', 36)).toBe('2029-02-28');
  });

  it('calls an unpaid due overdue only after its day', () => {
    expect(dueStatus('2026-02-28', null, '2026-02-28')).toBe('due');
    expect(dueStatus('2026-02-28', null, '2026-03-01')).toBe('overdue');
    expect(dueStatus('2026-02-28', '2026-03-02', '2026-04-01')).toBe('paid');
  });
});

describe('dues schedule of an enrolment', () => {
  const clock = testClock('2026-01-31T22:30:00Z');
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const lookup = async (e: WarrantyEnrollment) =>
    (
      await t.app.inject({
        method: 'POST',
        url: warrantyPaths.patientEnrollmentLookup,
        payload: { reference: e.reference, email: e.email },
      })
    ).json() as WarrantyEnrollment;

  it('enrolled on Jan 31 with day 28: fee that day, 36 monthly dues from Feb 28', async () => {
    clock.set('2026-01-31T22:30:00Z');
    const e = await enrolPatient(t, { plan: '3-year', chargeDay: 28 });
    expect(e.enrolledOn).toBe('2026-01-31');
    expect(e.coverageEndsOn).toBe('2029-01-30');
    expect(e.enrollmentFee).toBe(99);
    const [fee, ...monthly] = e.dues;
    expect(fee).toMatchObject({ kind: 'enrollment-fee', dueOn: '2026-01-31', amount: 99, status: 'due' });
    expect(monthly).toHaveLength(36);
    expect(monthly.slice(0, 4).map((d) => d.dueOn)).toEqual([
      '2026-02-28',
      '2026-03-28',
      '2026-04-28',
      '2026-05-28',
    ]);
    expect(monthly.slice(-2).map((d) => d.dueOn)).toEqual(['2028-12-28', '2029-01-28']);
    const monthlyCharge = patientPlans.find((p) => p.id === '3-year')!.monthlyChargeCents / 100;
    expect(new Set(monthly.map((d) => d.amount))).toEqual(new Set([monthlyCharge]));
    expect(monthly.every((d) => d.kind === 'monthly' && d.status === 'due')).toBe(true);
  });

  it('enrolled on the chosen day itself: the first monthly due is a month later', async () => {
    clock.set('2026-03-15T08:00:00Z');
    const e = await enrolPatient(t, { plan: '6-year', chargeDay: 15 });
    const monthly = e.dues.filter((d) => d.kind === 'monthly');
    expect(monthly).toHaveLength(72);
    expect(monthly[0]!.dueOn).toBe('2026-04-15');
    expect(monthly[71]!.dueOn).toBe('2032-03-15');
    expect(e.dues[0]).toMatchObject({ dueOn: '2026-03-15', amount: 199 });
  });

  it('a nine-year plan has 108 monthly dues and rolls over the year', async () => {
    clock.set('2026-12-20T12:00:00Z');
    const e = await enrolPatient(t, { plan: '9-year', chargeDay: 5 });
    const monthly = e.dues.filter((d) => d.kind === 'monthly');
    expect(monthly).toHaveLength(108);
    expect(monthly[0]!.dueOn).toBe('2027-01-05');
    expect(monthly[107]!.dueOn).toBe('2035-12-05');
    expect(e.coverageEndsOn).toBe('2035-12-19');
  });

  it('shows paid, due and overdue from today', async () => {
    clock.set('2026-01-31T10:00:00Z');
    const e = await enrolPatient(t, { chargeDay: 28 });
    const pay = await t.app.inject({
      method: 'POST',
      url: fillPath(warrantyPaths.adminDuePayment, { dueId: e.dues[0]!.id }),
      headers: { authorization: admin.authorization },
    });
    expect(pay.statusCode).toBe(200);

    clock.set('2026-03-01T09:00:00Z');
    const later = await lookup(e);
    expect(later.dues.slice(0, 4).map((d) => [d.dueOn, d.status])).toEqual([
      ['2026-01-31', 'paid'],
      ['2026-02-28', 'overdue'],
      ['2026-03-28', 'due'],
      ['2026-04-28', 'due'],
    ]);
    expect(later.dues[0]!.paidOn).toBe('2026-01-31');
  });
});
