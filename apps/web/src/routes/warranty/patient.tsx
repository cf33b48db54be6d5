import { CommonConcerns, FormBand, GetStartedSteps, PageIntro, PatientPlans } from '@idl/design-system';
import { patientPlans, warrantyCases } from '@idl/api-contract';
import { useState } from 'react';
import { ContactSectionContainer } from '../../features/contact/contact-section-container';
import { PatientRegistrationContainer } from '../../features/warranty/patient-registration-container';
import { WarrantyServices } from './warranty-services';

/** /patient: intro, yearly plans, common concerns, steps, registration, my warranty, claim, contact. */
export function PatientRoute() {
  const [plan, setPlan] = useState<string | null>(null);
  return (
    <>
      <PageIntro
        title="Extended warranty for patients"
        text="Together with our warranty partner we cover your crowns, bridges and veneers for 3, 6 or 9 years, paid monthly on the day you choose."
      />
      <PatientPlans plans={patientPlans} selectedPlanId={plan} onSelectPlan={setPlan} />
      <CommonConcerns cases={warrantyCases} />
      <GetStartedSteps />
      <FormBand title="Register for the warranty">
        <PatientRegistrationContainer planId={plan} />
      </FormBand>
      <WarrantyServices />
      <ContactSectionContainer />
    </>
  );
}
