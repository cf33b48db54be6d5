import { shopDay, type CaseSummary } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure } from '../../test/admin-data';
import { aCase, casePage } from '../../test/lab-fixtures';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

const today = shopDay();
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const summary = (overrides: Partial<CaseSummary>): CaseSummary => {
  const { material: _m, shade: _s, notes: _n, timeline: _t, ...fields } = aCase(overrides);
  return fields;
};

/** Cases kept on the 'server': the list filters by stage as the API does. */
function casesServer(cases: CaseSummary[]) {
  const stages: string[] = [];
  server.use(
    http.get(api('/api/admin/cases'), ({ request }) => {
      const stage = new URL(request.url).searchParams.get('stage');
      stages.push(stage ?? '');
      return HttpResponse.json(casePage(cases.filter((c) => !stage || c.stage === stage)));
    }),
  );
  return stages;
}

describe('/admin/cases', () => {
  it('shows the open cases by stage, late ones first, and opens a case from its card', async () => {
    const stages = casesServer([
      summary({ id: 2041, patientReference: 'JD-1041', stage: 'design', dueDate: dayBefore(today, -10) }),
      summary({ id: 2010, patientReference: 'JD-1010', stage: 'design', dueDate: dayBefore(today, 3) }),
      summary({ id: 2026, patientReference: 'JD-1026', stage: 'finishing', dueDate: today }),
    ]);
    const { router } = renderApp('/admin/cases');
    const design = await screen.findByRole('region', { name: 'Design' });
    const cards = within(design).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual(['JD-1010, case #2010', 'JD-1041, case #2041']);
    expect(cards[0]!.closest('li')).toHaveTextContent('Late by 3 days');
    expect(
      within(screen.getByRole('region', { name: 'Finishing' })).getByText('Due today'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cases Due per Day' })).toBeInTheDocument();
    // Delivered cases have left the board: they are not even fetched.
    expect(stages).not.toContain('delivered');
    expect(screen.getByRole('link', { name: 'Cases' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(cards[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cases/2010'));
  });

  it('shows a load failure and loads again on Try Again', async () => {
    let failing = true;
    server.use(
      http.get(api('/api/admin/cases'), ({ request }) => {
        if (failing) return failure();
        const stage = new URL(request.url).searchParams.get('stage');
        return HttpResponse.json(casePage(stage === 'received' ? [summary({ stage: 'received' })] : []));
      }),
    );
    renderApp('/admin/cases');
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'JD-1041, case #2041' })).toBeInTheDocument();
  });
});
