import { PageIntro } from '@idl/design-system';
import { WarrantyServices } from './warranty-services';

/** /warranty: an enrolled patient's page: look up the enrolment and file a claim. */
export function WarrantyRoute() {
  return (
    <>
      <PageIntro
        title="Your extended warranty"
        text="See your dues, download your contract and request a claim with the reference number we e-mailed you."
      />
      <WarrantyServices />
    </>
  );
}
