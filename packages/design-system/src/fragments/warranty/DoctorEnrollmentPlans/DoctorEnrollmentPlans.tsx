import { Fragment, useId } from 'react';
import { Badge } from '../../../components/Badge';
import { formatCents } from '../../../format';
import * as shared from '../shared/shared.css';
import type { DoctorReferralPlan } from '../shared/types';

/** A tier of the standard plan, e.g. Silver: 20 patients per month. */
export interface EnrollmentTier {
  name: string;
  text: string;
}

export interface DoctorEnrollmentPlansProps {
  /** The standard plan's tiers; Trial, Silver and Gold by default. */
  tiers?: readonly EnrollmentTier[];
  /** What every tier includes, e.g. '50-70% discount on lab fees'. */
  benefits: readonly string[];
  /** The referral plan, announced as 'Coming Soon!' while it is not open. */
  referralPlan: DoctorReferralPlan;
}

export const defaultEnrollmentTiers: readonly EnrollmentTier[] = [
  { name: 'Trial', text: '3 month trial, 10 patients per month' },
  { name: 'Silver', text: '20 patients per month' },
  { name: 'Gold', text: 'Unlimited patients' },
];

/** The doctor page's enrollment plans: the standard plan's tiers and the referral plan. */
export function DoctorEnrollmentPlans({
  tiers = defaultEnrollmentTiers,
  benefits,
  referralPlan,
}: DoctorEnrollmentPlansProps) {
  const titleId = useId();
  return (
    <section className={`${shared.band} ${shared.bandTone.muted}`} aria-labelledby={titleId}>
      <div className={shared.inner}>
        <h2 id={titleId} className={shared.heading}>
          Enrolment plans
        </h2>
        <div className={shared.cardGrid[2]}>
          <div className={shared.card}>
            <h3 className={shared.subheading}>Standard plan</h3>
            <dl className={shared.definitionList}>
              {tiers.map((tier) => (
                <Fragment key={tier.name}>
                  <dt className={shared.subheading}>{tier.name}</dt>
                  <dd className={shared.definition}>{tier.text}</dd>
                </Fragment>
              ))}
            </dl>
            <ul>
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
          <div className={shared.card}>
            <h3 className={shared.subheading}>{referralPlan.name}</h3>
            <p>
              <strong>{formatCents(referralPlan.monthlyChargeCents)}</strong> per month
            </p>
            <p className={shared.muted}>{referralPlan.note}</p>
            {referralPlan.comingSoon ? (
              <div>
                <Badge tone="warning">Coming Soon!</Badge>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
