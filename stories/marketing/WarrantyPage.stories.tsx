import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ClaimRequestForm,
  EnrollmentLookupForm,
  type EnrollmentLookupValues,
  EnrollmentSummary,
  FormBand,
  PageIntro,
  sprinkles,
} from '@idl/design-system';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { warrantyCases } from './marketingPages.fixtures';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import {
  enrollment,
  labContact,
} from '../../packages/design-system/src/fragments/warranty/warranty.fixtures';
import { transferMethods } from '../../packages/design-system/src/fragments/orders/TransferDetails/TransferDetails.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** Renders a story at tablet width (768 px); the page frames' fixtures have only phone and desktop. */
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/**
 * /warranty: intro, My warranty (the look-up and, once found, the enrolment), Request a claim. Any
 * look-up finds the sample enrolment, as the app's would find the patient's, and fills in the
 * claim form's reference and e-mail.
 */
function WarrantyPage() {
  const [found, setFound] = useState<EnrollmentLookupValues | null>(null);
  return (
    <MarketingPageFrame currentPath="/warranty">
      <PageIntro
        title="Your extended warranty"
        text="See your dues, download your contract and request a claim with the reference number we e-mailed you."
      />
      <FormBand title="My warranty">
        <p>
          Enter the reference number from your e-mail and your e-mail address to see your dues and download
          your contract.
        </p>
        <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
          <EnrollmentLookupForm onSubmit={setFound} />
          {found ? (
            <EnrollmentSummary
              enrollment={enrollment}
              onDownloadContract={fn()}
              claimHref="#claim"
              payment={{ methods: transferMethods, contact: labContact }}
            />
          ) : null}
        </div>
      </FormBand>
      {/* The anchor File a Claim leads to (the app's band has the id itself). */}
      <div id="claim">
        <FormBand title="Request a claim">
          <p>
            Chipped, loose or displaced crown, or an allergic reaction? Tell us with your dentist
            office&apos;s reference number.
          </p>
          <ClaimRequestForm
            cases={warrantyCases}
            onSubmit={fn()}
            initialValues={found ?? undefined}
            onAddPhotos={fn()}
            onRemovePhoto={fn()}
          />
        </FormBand>
      </div>
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/Warranty',
  component: WarrantyPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/warranty',
      about:
        'Enrolled patients come back here with the reference number from their e-mail: Find my warranty shows their plan, dues schedule, how to pay what is due, claims and Download Contract, and Request a claim sends a claim with the dentist office’s reference number and photos. The desktop and phone stories look up a sample enrolment, which also fills in the claim form’s reference and e-mail; the tablet story shows the page as it first opens.',
    }),
  },
} satisfies Meta<typeof WarrantyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Looks up the sample enrolment (reference typed in lower case, as patients often do). */
async function lookUp(canvas: ReturnType<typeof within>) {
  const form = within(canvas.getByRole('form', { name: 'Find my warranty' }));
  await userEvent.type(form.getByLabelText('Reference Number'), 'pw-7k3m9q');
  await userEvent.type(form.getByLabelText('E-mail'), 'maria.lopez@example.com');
  await userEvent.click(form.getByRole('button', { name: 'Find My Warranty' }));
}

/** The enrolment shows under the look-up, and the claim form starts with the pair that found it. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await lookUp(canvas);
    const summary = await canvas.findByRole('region', { name: 'Your warranty' });
    await expect(within(summary).getByRole('heading', { level: 2, name: 'Your warranty' })).toBeVisible();
    await expect(summary).toHaveTextContent('Maria Lopez');
    await expect(canvas.getByRole('region', { name: 'How to pay' })).toHaveTextContent('To pay now$40.00');
    const claim = within(canvas.getByRole('form', { name: 'Claim request' }));
    await expect(claim.getByLabelText('Reference Number')).toHaveValue('PW-7K3M9Q');
    await expect(claim.getByLabelText('E-mail')).toHaveValue('maria.lopez@example.com');
  },
};

/** As the page first opens: the two forms, nothing looked up yet. */
export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your extended warranty' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Find my warranty' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Claim request' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Your warranty' })).toBeNull();
  },
};

/** On a phone the enrolment, its dues table included, fits the width: the page never scrolls sideways. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await lookUp(canvas);
    await expect(await canvas.findByRole('table', { name: 'Dues schedule' })).toBeInTheDocument();
    await expect(window.innerWidth).toBe(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
