import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminLayout, ClaimReviewList, EnrollmentsTable, sprinkles } from '@idl/design-system';
import {
  claims,
  enrollmentSummaries,
} from '../../packages/design-system/src/fragments/warranty/warranty.fixtures';
import { adminFrame, desktop, phone, phoneViewportParameters, tablet } from './adminPage.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' });

const frame = adminFrame('warranty', { title: 'Warranty' });
/** The app's admin menu shows the optional entries, Warranty among them. */
const menu = {
  ...frame.menu,
  showWarranty: true,
  showMessages: true,
  showPayments: true,
  showSettings: true,
};

/** The sample claims are Maria Lopez's; the app names each with its enrolment's reference and patient. */
const patient = enrollmentSummaries[0]!;
const adminClaims = claims.map((claim) => ({
  ...claim,
  caseLabel: `${claim.caseLabel}: ${patient.reference}, ${patient.name}`,
}));

/** /admin/warranty: the enrolments and, under them, every claim, inside the admin frame. */
function AdminWarrantyPage() {
  return (
    <AdminLayout {...frame} menu={menu}>
      <div className={column}>
        <EnrollmentsTable
          showHeading={false}
          enrollments={enrollmentSummaries}
          page={1}
          pageCount={1}
          onPageChange={fn()}
          search=""
          onSearchChange={fn()}
          enrollmentHref={(id) => `/admin/warranty/${id}`}
        />
        <section aria-labelledby="warranty-claims-title" className={column}>
          <h2 id="warranty-claims-title" className={sprinkles({ fontSize: 'xl', fontWeight: 'bold' })}>
            Claims
          </h2>
          <ClaimReviewList claims={adminClaims} onApprove={fn()} onReject={fn()} />
        </section>
      </div>
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/Admin/Warranty',
  component: AdminWarrantyPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/admin/warranty',
      about:
        'Administrators look after the extended-warranty program here: a searchable table of enrolments with each one’s plan, how its dues are paid and whether any is overdue, a row leading to the enrolment, and under it every claim, pending ones with Approve: Remake, Approve: Replacement and Reject. The stories show sample enrolments and claims on a desktop, a tablet and a 390 px phone, where only the table scrolls sideways, never the page.',
    }),
  },
} satisfies Meta<typeof AdminWarrantyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('row')).toHaveLength(enrollmentSummaries.length + 1);
    await expect(canvas.getByRole('link', { name: 'Warranty' })).toHaveAttribute('aria-current', 'page');
    await expect(within(main).getByRole('heading', { level: 2, name: 'Claims' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Claims' })).getAllByRole('listitem')).toHaveLength(
      claims.length,
    );
  },
};

export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Menu' }));
    await expectVisible(canvas.getByRole('table', { name: 'Warranty enrolments' }));
    await expectVisible(canvas.getByRole('button', { name: 'Approve: Remake, claim 11' }));
  },
};

/** At 390 px the page does not scroll sideways: only the table scrolls, inside its own frame. */
export const Phone: Story = {
  parameters: phoneViewportParameters,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reject, claim 11' })).toBeInTheDocument();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
