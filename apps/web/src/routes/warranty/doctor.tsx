import {
  DoctorEnrollmentPlans,
  DoctorPricingPlans,
  formatCents,
  FormBand,
  GetStartedSteps,
  Link,
  PageIntro,
} from '@idl/design-system';
import { doctorPlanBenefits, doctorPlans, doctorReferralPlan } from '@idl/api-contract';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { DoctorRegistrationContainer } from '../../features/warranty/doctor-registration-container';

/** The monthly pricing plans ($175, $275, $475); the trial is on the enrollment card. */
const pricingPlans = doctorPlans.filter((plan) => plan.monthlyChargeCents > 0);

const doctorSteps = [
  { title: 'Register your office', text: 'Give us your office information and license number.' },
  { title: 'Accept the terms', text: 'Read and accept the terms of the program.' },
  { title: 'Choose a plan', text: 'Start with the 3 month trial or a monthly plan.' },
  { title: 'Pay', text: 'Pay the enrolment fee and your first month.' },
  { title: 'Get your reference', text: 'Receive your office-specific reference number by e-mail.' },
];

/** /doctor: intro, enrollment plans, pricing plans, how to enroll, registration. */
export function DoctorRoute() {
  const [plan, setPlan] = useState<string | null>(null);
  return (
    <>
      <PageIntro
        title="Partner with Interdental Lab"
        text="Enrol your office in the extended-warranty program and save 50-70% on lab fees (implant parts excluded)."
      />
      <DoctorEnrollmentPlans benefits={doctorPlanBenefits} referralPlan={doctorReferralPlan} />
      <DoctorPricingPlans plans={pricingPlans} selectedPlanId={plan} onSelectPlan={setPlan} />
      <GetStartedSteps title="How offices enrol" steps={doctorSteps} />
      <FormBand title="Register your office">
        <DoctorRegistrationContainer planId={plan} />
      </FormBand>
      <FormBand title="Send your cases to the lab">
        <p>
          Crowns, bridges, implant crowns and veneers: send the prescription with your intraoral scans and
          photos online, and follow each case to delivery. The lab verifies your licence before your first
          case.
        </p>
        <p>
          <Link href={paths.office}>Sign Up Your Office</Link>
        </p>
      </FormBand>
      <FormBand id="terms" title="Program terms">
        <ul>
          {doctorPlans.map((item) => (
            <li key={item.id}>
              {`${item.name}: ${item.monthlyChargeCents === 0 ? 'no monthly charge' : `${formatCents(item.monthlyChargeCents)} a month`}, ${item.enrollmentFeeCents === 0 ? 'no enrolment fee' : `${formatCents(item.enrollmentFeeCents)} enrolment fee`}, ${item.termMonths} months, ${item.patientsPerMonth === null ? 'unlimited patients' : `${item.patientsPerMonth} patients per month`}.`}
            </li>
          ))}
          {doctorPlanBenefits.map((benefit) => (
            <li key={benefit}>{benefit}.</li>
          ))}
          <li>
            Your office reference number is e-mailed to you; your patients give it with their warranty claims.
          </li>
        </ul>
      </FormBand>
    </>
  );
}
