import type { EnrollmentLookupValues } from '@idl/design-system';
import { useState } from 'react';
import { ClaimRequestContainer } from '../../features/warranty/claim-request-container';
import { FormBand } from '@idl/design-system';
import { WarrantyLookupContainer } from '../../features/warranty/warranty-lookup-container';

/** What an enrolled patient comes back for: the enrolment (dues, contract) and a claim. */
export function WarrantyServices() {
  const [found, setFound] = useState<EnrollmentLookupValues | null>(null);
  return (
    <>
      <FormBand
        id="my-warranty"
        title="My warranty"
        intro="Enter the reference number from your e-mail and your e-mail address to see your dues and download your contract."
      >
        <WarrantyLookupContainer onFound={setFound} claimHref="#claim" />
      </FormBand>
      <FormBand
        id="claim"
        title="Request a claim"
        intro="Chipped, loose or displaced crown, or an allergic reaction? Tell us with your dentist office's reference number."
      >
        {/* A new look-up fills in the claim form's reference and e-mail; what else was typed stays. */}
        <ClaimRequestContainer initialValues={found ?? undefined} />
      </FormBand>
    </>
  );
}
