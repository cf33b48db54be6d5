import { sitePaths, siteUrl } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Stripe } from '../payments/stripe-client';
import { cardDuesRepository } from './card-dues.repository';
import { addMonths, isoDay } from './dues-schedule';
import type { DueRow, EnrollmentRow } from './enrollments.repository';
import { displayName, planTitle } from './warranty-views';

/** Midnight UTC at the start of an ISO day, in Stripe's Unix seconds. */
export const startOfDay = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

const providerDown = (what: string) =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    `${what} Our card processor did not answer; nothing was charged. Please try again in a moment.`,
  );

function requireStripe(deps: Deps): Stripe {
  if (!deps.stripe) throw conflict('This shop does not take cards; pay by transfer as shown.');
  return deps.stripe;
}

/**
 * The last moment of the term: the day the charge after the last due would fall. Stripe ends the
 * subscription there, at the end of a paid period, so nothing is charged after the last due.
 */
export const subscriptionEndsAt = (lastDueOn: string) => startOfDay(addMonths(lastDueOn, 1));

/**
 * Warranty dues by card: Stripe Checkout in subscription mode pays what is due now (the enrolment
 * fee, any due already past) at once and keeps the card for the monthly charge, which starts on the
 * next due's day and stops by itself after the last one.
 */
export function cardSubscriptions(deps: Deps) {
  return {
    async startCheckout(row: EnrollmentRow, dues: DueRow[]): Promise<string> {
      const stripe = requireStripe(deps);
      if (row.card_state === 'active' || row.card_state === 'failing')
        throw conflict('Your dues are already charged to a card; use "Update card" to change it.');
      const today = isoDay(deps.now());
      const unpaid = dues.filter((due) => due.paid_on === null);
      const payNow = unpaid.filter((due) => due.due_on <= today);
      const monthly = unpaid.filter((due) => due.kind === 'monthly' && due.due_on > today);
      const first = monthly[0];
      if (!first) throw conflict('No monthly due is left to charge to a card; pay by transfer as shown.');

      const repo = cardDuesRepository(deps.database.db);
      const dueIds = payNow.map((due) => due.id).join(',');
      const reference = row.reference;
      const metadata = { kind: 'warranty', enrollmentId: String(row.id), reference };
      // The monthly charge falls on the due's day from the first one on; the days before are free.
      // Within a month Stripe anchors the billing cycle there; further away (dues paid ahead), a trial.
      const firstCharge = startOfDay(first.due_on);
      const startsWithin = first.due_on <= addMonths(today, 1);
      const back = (outcome: 'success' | 'cancelled') =>
        `${siteUrl(deps.config.publicUrl, sitePaths.warranty)}?card=${outcome}&reference=${encodeURIComponent(reference)}`;
      let session: Stripe.Checkout.Session;
      try {
        let customer = row.stripe_customer_id;
        if (!customer) {
          customer = (
            await stripe.customers.create(
              { email: row.email, name: displayName(row), metadata },
              { idempotencyKey: `warranty-customer-${row.id}` },
            )
          ).id;
          await repo.setCustomer(row.id, customer);
        }
        session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: reference,
          line_items: [
            ...payNow.map((due) => ({
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: due.amount_cents,
                product_data: {
                  name:
                    due.kind === 'enrollment-fee'
                      ? `Warranty enrolment fee ${reference}`
                      : `Warranty due of ${due.due_on} ${reference}`,
                },
              },
            })),
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: row.monthly_charge_cents,
                recurring: { interval: 'month' as const },
                product_data: { name: `${planTitle(row)} monthly due ${reference}` },
              },
            },
          ],
          // Which dues the first payment pays: on the session and on the subscription's first
          // invoice, so whichever of their events arrives first records it.
          metadata: { ...metadata, dueIds },
          subscription_data: {
            metadata: { ...metadata, dueIds },
            description: `${monthly.length} monthly dues of ${reference}, from ${first.due_on}`,
            ...(startsWithin
              ? { billing_cycle_anchor: firstCharge, proration_behavior: 'none' as const }
              : { trial_end: firstCharge }),
          },
          success_url: back('success'),
          cancel_url: back('cancelled'),
        });
      } catch (err) {
        deps.log.error({ err, enrollmentId: row.id }, 'Stripe Checkout session for warranty dues failed');
        throw providerDown('The card payment page could not be opened.');
      }
      if (!session.url) throw providerDown('The card payment page could not be opened.');
      return session.url;
    },

    /** Stripe's customer portal, where the card is changed; answers its address. */
    async portal(row: EnrollmentRow): Promise<string> {
      const stripe = requireStripe(deps);
      if (!row.stripe_customer_id) throw notFound('A card for this warranty');
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: row.stripe_customer_id,
          return_url: `${siteUrl(deps.config.publicUrl, sitePaths.warranty)}?reference=${encodeURIComponent(row.reference)}`,
        });
        return session.url;
      } catch (err) {
        deps.log.error({ err, enrollmentId: row.id }, 'Stripe customer portal session failed');
        throw providerDown('The page to update your card could not be opened.');
      }
    },
  };
}
