import { useId } from 'react';
import { formatCents } from '../../../format';
import * as shared from '../shared/shared.css';
import type { PatientPlan } from '../shared/types';
import { PlanChoice, type PlanChoiceOption } from '../PlanChoice';

export interface PatientPlansProps {
  /** The 3, 6 and 9 year plans (from the contract's warranty-plans data). */
  plans: readonly PatientPlan[];
  /** Chosen plan id when controlled. */
  selectedPlanId?: string | null;
  /** Called with the chosen plan id (e.g. to prefill the registration form). */
  onSelectPlan?: (planId: string) => void;
}

/** Turns a patient plan into a plan card's content. */
export function patientPlanOption(plan: PatientPlan): PlanChoiceOption {
  return {
    id: plan.id,
    title: plan.title,
    price: `${formatCents(plan.monthlyChargeCents)} / month`,
    detail: `${formatCents(plan.enrollmentFeeCents)} enrolment fee · ${plan.termMonths} months`,
    lines: [plan.coverage, plan.exclusions],
  };
}

/** The patient page's yearly extended-warranty plans as selectable cards. */
export function PatientPlans({ plans, selectedPlanId, onSelectPlan }: PatientPlansProps) {
  const titleId = useId();
  return (
    <section className={`${shared.band} ${shared.bandTone.muted}`} aria-labelledby={titleId}>
      <div className={shared.inner}>
        <h2 id={titleId} className={shared.heading}>
          Yearly plans
        </h2>
        <p className={shared.lead}>
          Extend the warranty on your crowns, bridges and veneers. Pay a one-time enrolment fee, then a
          monthly charge on the day you choose.
        </p>
        <PlanChoice
          label="Choose your plan"
          hideLabel
          options={plans.map(patientPlanOption)}
          value={selectedPlanId}
          onChange={onSelectPlan}
        />
      </div>
    </section>
  );
}
