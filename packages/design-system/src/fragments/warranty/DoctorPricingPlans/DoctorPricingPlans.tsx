import { useId } from 'react';
import { formatCents } from '../../../format';
import * as shared from '../shared/shared.css';
import type { DoctorPlan } from '../shared/types';
import { PlanChoice, type PlanChoiceOption } from '../PlanChoice';

export interface DoctorPricingPlansProps {
  /** The monthly plans to show ($175, $275, $475); the trial is shown by DoctorEnrollmentPlans. */
  plans: readonly DoctorPlan[];
  /** Chosen plan id when controlled. */
  selectedPlanId?: string | null;
  /** Called with the chosen plan id (e.g. to prefill the registration form). */
  onSelectPlan?: (planId: string) => void;
}

/** Turns a doctor plan into a plan card's content. */
export function doctorPlanOption(plan: DoctorPlan): PlanChoiceOption {
  const monthly = plan.monthlyChargeCents > 0 ? `${formatCents(plan.monthlyChargeCents)} / month` : 'Free';
  return {
    id: plan.id,
    title: plan.name.toUpperCase(),
    price: monthly,
    detail:
      plan.enrollmentFeeCents > 0
        ? `plus ${formatCents(plan.enrollmentFeeCents)} enrolment fee`
        : `${plan.termMonths} month trial`,
    lines: plan.descriptionLines,
  };
}

/** The doctor page's pricing plans as selectable cards, each with the enrolment fee. */
export function DoctorPricingPlans({ plans, selectedPlanId, onSelectPlan }: DoctorPricingPlansProps) {
  const titleId = useId();
  return (
    <section className={`${shared.band} ${shared.bandTone.plain}`} aria-labelledby={titleId}>
      <div className={shared.inner}>
        <h2 id={titleId} className={shared.heading}>
          Pricing plans
        </h2>
        <p className={shared.lead}>Every plan is billed monthly, plus a one-time $125 enrolment fee.</p>
        <PlanChoice
          label="Choose a pricing plan"
          hideLabel
          options={plans.map(doctorPlanOption)}
          value={selectedPlanId}
          onChange={onSelectPlan}
        />
      </div>
    </section>
  );
}
