import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { aClaim, adminClaimPage, anEnrollment, enrollmentPage } from '../../test/warranty-fixtures';

const admin = '*/interdentallab/api/admin/warranty';

const signedInAdmin = http.get('*/interdentallab/api/users/me', () =>
  HttpResponse.json({
    id: 1,
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: ['ADMIN'],
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
);

const summary = {
  id: 7,
  kind: 'patient',
  reference: 'IDL-P-7K3M9Q',
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  planTitle: '3 YEAR PLAN',
  enrolledOn: '2026-01-15',
  overdueDues: 1,
  card: { state: 'failing', failedOn: '2026-03-15' },
};
const adminClaim = {
  ...aClaim(),
  enrollmentId: 7,
  reference: 'IDL-P-7K3M9Q',
  patientName: 'Maria Lopez',
  email: 'maria.lopez@example.com',
};

// The admin area loads lazily: its first transform can take seconds under load.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./admin-root');
}, 240_000);
beforeEach(() => {
  window.localStorage.setItem(SESSION_KEY, 'admin-token');
  server.use(signedInAdmin);
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

describe('/admin/warranty', { timeout: 60_000 }, () => {
  it('lists the enrolments and the claims; the search goes to the server', async () => {
    const searches: Array<string | null> = [];
    server.use(
      http.get(`${admin}/enrollments`, ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return HttpResponse.json(enrollmentPage(search === 'nobody' ? [] : [summary]));
      }),
      http.get(`${admin}/claims`, () => HttpResponse.json(adminClaimPage([adminClaim]))),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty');
    expect(await screen.findByRole('link', { name: 'IDL-P-7K3M9Q' })).toHaveAttribute(
      'href',
      '/admin/warranty/7',
    );
    // The header names the screen once; the list does not repeat 'Warranty'.
    expect(screen.getAllByRole('heading', { name: 'Warranty' })).toHaveLength(1);
    expect(screen.getByText('1 overdue')).toBeInTheDocument();
    // How it pays: the monthly card charge was declined on that day.
    const row = screen.getByRole('row', { name: /IDL-P-7K3M9Q/ });
    expect(within(row).getByText('Card declined')).toBeInTheDocument();
    expect(within(row).getByText('Mar 15, 2026')).toBeInTheDocument();
    const claims = screen.getByRole('list', { name: 'Claims' });
    expect(within(claims).getByText(/Chipped crown: IDL-P-7K3M9Q, Maria Lopez/)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Search Enrolments' }));
    await user.paste('nobody');
    expect(await screen.findByText('No enrolments match "nobody".')).toBeInTheDocument();
    expect(searches).toContain('nobody');
  });

  it('shows an error with a retry when the enrolments cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`${admin}/enrollments`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json(enrollmentPage([summary]));
      }),
      http.get(`${admin}/claims`, () => HttpResponse.json(adminClaimPage([]))),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty');
    expect(
      await screen.findByText('We could not load the enrolments. Please try again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No claims.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'IDL-P-7K3M9Q' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the claims cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`${admin}/enrollments`, () => HttpResponse.json(enrollmentPage([summary]))),
      http.get(`${admin}/claims`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json(adminClaimPage([]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the claims. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No claims.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('approves a claim with a free remake only after the admin confirms', async () => {
    let review: unknown;
    let reviews = 0;
    let claim = adminClaim;
    server.use(
      http.get(`${admin}/enrollments`, () => HttpResponse.json(enrollmentPage([]))),
      http.get(`${admin}/claims`, () => HttpResponse.json(adminClaimPage([claim]))),
      http.post(`${admin}/claims/31/review`, async ({ request }) => {
        reviews += 1;
        review = await request.json();
        claim = {
          ...adminClaim,
          status: 'approved',
          resolution: 'remake',
          reviewedAt: '2026-03-02T10:00:00.000Z',
        };
        return HttpResponse.json(aClaim({ status: 'approved', resolution: 'remake' }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty');
    const approve = await screen.findByRole('button', { name: 'Approve: Remake, claim 31' });
    await user.click(approve);
    const question = 'Approve Claim 31 with a Free Remake?';
    const dialog = await screen.findByRole('alertdialog', { name: question });
    expect(dialog).toHaveTextContent('the patient is e-mailed that the claim is approved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(reviews).toBe(0);
    await waitFor(() => expect(approve).toHaveFocus());

    await user.click(approve);
    const again = await screen.findByRole('alertdialog', { name: question });
    await user.click(within(again).getByRole('button', { name: 'Approve: Remake' }));
    const decision = await screen.findByText('Approved: free remake');
    await waitFor(() => expect(decision).toHaveFocus());
    expect(again).not.toBeInTheDocument();
    expect(reviews).toBe(1);
    expect(review).toEqual({ decision: 'approve', resolution: 'remake' });
  });

  it('keeps the question open with the reason when an approval is refused', async () => {
    server.use(
      http.get(`${admin}/enrollments`, () => HttpResponse.json(enrollmentPage([]))),
      http.get(`${admin}/claims`, () => HttpResponse.json(adminClaimPage([adminClaim]))),
      http.post(`${admin}/claims/31/review`, () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'Claim 31 was already reviewed' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty');
    await user.click(await screen.findByRole('button', { name: 'Approve: Remake, claim 31' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Claim 31 with a Free Remake?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve: Remake' }));
    expect(await within(dialog).findByText('Claim 31 was already reviewed')).toBeInTheDocument();
  });

  it('rejects a claim with the reason the patient will read', async () => {
    let review: unknown;
    server.use(
      http.get(`${admin}/enrollments`, () => HttpResponse.json(enrollmentPage([]))),
      http.get(`${admin}/claims`, () => HttpResponse.json(adminClaimPage([adminClaim]))),
      http.post(`${admin}/claims/31/review`, async ({ request }) => {
        review = await request.json();
        return HttpResponse.json(aClaim({ status: 'rejected', rejectionReason: 'The crown is not ours' }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty');
    await user.click(await screen.findByRole('button', { name: 'Reject, claim 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Claim' });
    expect(dialog).toHaveTextContent('the patient is e-mailed the reason you give');
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('The crown is not ours');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Claim' }));
    await waitFor(() => expect(review).toEqual({ decision: 'reject', reason: 'The crown is not ours' }));
  });

  it('shows one enrolment with its dues and records a payment once the admin confirms', async () => {
    let enrollment = anEnrollment();
    let payments = 0;
    server.use(
      http.get(`${admin}/enrollments/7`, () => HttpResponse.json(enrollment)),
      http.post(`${admin}/dues/12/payment`, () => {
        payments += 1;
        enrollment = anEnrollment({
          dues: enrollment.dues.map((due) =>
            due.id === 12 ? { ...due, status: 'paid', paidOn: '2026-03-02' } : due,
          ),
        });
        return HttpResponse.json(enrollment);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enrolment IDL-P-7K3M9Q' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Record Payment/ })).toHaveLength(2);
    const record = screen.getByRole('button', { name: /Record Payment: Feb/ });
    const question = 'Record a Payment of $15.00 for the Due of Feb 15, 2026?';
    await user.click(record);
    const dialog = await screen.findByRole('alertdialog', { name: question });
    expect(dialog).toHaveTextContent('The monthly due is marked as paid, dated today.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(payments).toBe(0);
    expect(screen.getByText('Overdue')).toBeInTheDocument();

    await user.click(record);
    const again = await screen.findByRole('alertdialog', { name: question });
    await user.click(within(again).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Record Payment/ })).toHaveLength(1));
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(again).not.toBeInTheDocument();
    expect(payments).toBe(1);
    await waitFor(() => expect(screen.getByText('Paid Mar 2, 2026')).toHaveFocus());
  });

  it('says how each due was paid: transfer or card, and a declined or refunded card charge', async () => {
    const base = anEnrollment();
    const enrollment = anEnrollment({
      dues: [
        ...base.dues.map((due) =>
          due.id === 12
            ? { ...due, chargeFailedOn: '2026-02-15' }
            : due.id === 13
              ? { ...due, refundedOn: '2026-03-20' }
              : due,
        ),
        {
          id: 14,
          kind: 'monthly',
          dueOn: '2026-04-15',
          amount: 15,
          status: 'paid',
          paidOn: '2026-04-15',
          paidBy: 'card',
          chargeFailedOn: null,
          refundedOn: null,
        },
      ],
    });
    server.use(http.get(`${admin}/enrollments/7`, () => HttpResponse.json(enrollment)));
    renderApp('/admin/warranty/7');
    const dues = await screen.findByRole('table', { name: 'Dues schedule' });
    expect(within(dues).getByRole('columnheader', { name: 'Payment' })).toBeInTheDocument();
    // The Payment column of the due's row (date, description, amount, status, payment, action).
    const payment = (day: string) =>
      within(within(dues).getByRole('row', { name: new RegExp(`^${day}`) })).getAllByRole('cell')[4];
    expect(payment('Jan 15, 2026')).toHaveTextContent(/^Transfer$/);
    expect(payment('Feb 15, 2026')).toHaveTextContent(/^Card declined Feb 15, 2026$/);
    expect(payment('Mar 15, 2026')).toHaveTextContent(/^Card payment refunded Mar 20, 2026$/);
    expect(payment('Apr 15, 2026')).toHaveTextContent(/^Card$/);
  });

  it('keeps the question open with the reason when a payment is refused', async () => {
    server.use(
      http.get(`${admin}/enrollments/7`, () => HttpResponse.json(anEnrollment())),
      http.post(`${admin}/dues/12/payment`, () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'This due of 2026-02-15 is already paid' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/warranty/7');
    await user.click(await screen.findByRole('button', { name: /Record Payment: Feb/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Record a Payment of $15.00 for the Due of Feb 15, 2026?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText('This due of 2026-02-15 is already paid')).toBeInTheDocument();
  });

  it('says when the enrolment does not exist', async () => {
    server.use(
      http.get(`${admin}/enrollments/99`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'The enrolment was not found' }, { status: 404 }),
      ),
    );
    renderApp('/admin/warranty/99');
    expect(await screen.findByText('This enrolment does not exist.')).toBeInTheDocument();
  });
});
