import type { Office } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure } from '../../test/admin-data';
import { anOffice, officePage } from '../../test/lab-fixtures';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

/** Offices kept on the 'server': the list filters by status as the API does, a review decides one. */
function officesServer(start: Office[]) {
  let offices = start;
  const reviews: unknown[] = [];
  server.use(
    http.get(api('/api/admin/offices'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(officePage(offices.filter((office) => !status || office.status === status)));
    }),
    http.post(api('/api/admin/offices/:officeId/review'), async ({ params, request }) => {
      const body = (await request.json()) as { decision: 'verify' | 'reject'; reason?: string };
      reviews.push(body);
      const id = Number(params.officeId);
      offices = offices.map((office) =>
        office.id === id
          ? {
              ...office,
              status: body.decision === 'verify' ? 'verified' : 'rejected',
              rejectionReason: body.reason ?? null,
            }
          : office,
      );
      return HttpResponse.json(offices.find((office) => office.id === id));
    }),
  );
  return reviews;
}

const verified = anOffice({
  id: 8,
  practiceName: 'Kendall Smile Center',
  status: 'verified',
  warrantyEnrollments: [],
});

describe('/admin/offices', () => {
  it('lists the offices awaiting verification first, with their licence, dentists and warranty', async () => {
    officesServer([verified, anOffice()]);
    renderApp('/admin/offices');
    const waiting = await screen.findByRole('region', { name: 'Awaiting Verification' });
    const office = within(waiting).getByRole('listitem', { name: 'Bayfront Dental' });
    expect(office).toHaveTextContent('DN12345');
    expect(office).toHaveTextContent('100 Biscayne Blvd, Miami 33132');
    expect(office).toHaveTextContent('Dr. Ana Ruiz, Dr. Tom Lee');
    expect(office).toHaveTextContent('IDL-D-4F7K2Q, Diamond, covered until Feb 3, 2027');
    expect(
      within(screen.getByRole('region', { name: 'Verified Offices' })).getByRole('listitem', {
        name: 'Kendall Smile Center',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Kendall Smile Center' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Offices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Offices' })).toBeInTheDocument();
  });

  it('verifies an office after confirmation, says so, and moves it to the verified ones', async () => {
    const reviews = officesServer([anOffice()]);
    renderApp('/admin/offices');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Bayfront Dental' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify Bayfront Dental?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Office' }));
    expect(await screen.findByText('Bayfront Dental is verified: it can send cases.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Verified Offices' })).getByRole('listitem', {
          name: 'Bayfront Dental',
        }),
      ).toBeInTheDocument(),
    );
    expect(reviews).toEqual([{ decision: 'verify' }]);
    expect(screen.getByText('No office is waiting for verification.')).toBeInTheDocument();
  });

  it('rejects an office with the reason the office reads', async () => {
    const reviews = officesServer([anOffice()]);
    renderApp('/admin/offices');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Bayfront Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Office' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The licence has expired.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Office' }));
    expect(await screen.findByText('Bayfront Dental is rejected.')).toBeInTheDocument();
    const rejected = await screen.findByRole('region', { name: 'Rejected Offices' });
    await waitFor(() => expect(rejected).toHaveTextContent('The licence has expired.'));
    expect(reviews).toEqual([{ decision: 'reject', reason: 'The licence has expired.' }]);
  });

  it('shows a refused review in the open question', async () => {
    officesServer([anOffice()]);
    server.use(
      http.post(api('/api/admin/offices/:officeId/review'), () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'This office was already rejected' }, { status: 409 }),
      ),
    );
    renderApp('/admin/offices');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Bayfront Dental' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify Bayfront Dental?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Office' }));
    expect(await within(dialog).findByText('This office was already rejected')).toBeInTheDocument();
  });

  it('shows a load failure and loads again on Try Again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/admin/offices'), ({ request }) => {
        calls += 1;
        if (calls === 1) return failure();
        const status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json(officePage(status === 'pending' ? [anOffice()] : []));
      }),
    );
    renderApp('/admin/offices');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Bayfront Dental' })).toBeInTheDocument();
  });
});
