import { casePageSchema, notificationsResponseSchema, type Case } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerEmptyCaseFiles, answerOffice, bayfrontCase, bayfrontOffice } from '../../test/case-data';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, apiError, signIn } from '../../test/shop-data';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  signIn();
  answerOffice(bayfrontOffice('verified'));
  answerEmptyCaseFiles();
});

const heldCase = (id: number): Case =>
  bayfrontCase(id, {
    stage: 'design',
    holdQuestion: 'Is the margin on 3 a chamfer or a shoulder?',
    notes: {},
    timeline: [
      { kind: 'received', stage: 'received', note: null, by: 'Ana Ruiz', at: '2026-12-01T15:00:00.000Z' },
      { kind: 'advanced', stage: 'design', note: null, by: 'Lab Admin', at: '2026-12-02T14:00:00.000Z' },
      {
        kind: 'held',
        stage: 'design',
        note: 'Is the margin on 3 a chamfer or a shoulder?',
        by: 'Lab Admin',
        at: '2026-12-02T15:00:00.000Z',
      },
    ],
  });

describe('/cases/{id}', () => {
  it('a case notification in the bell says the lab’s question and opens the case', async () => {
    server.use(
      http.get(api('/api/notifications'), () =>
        HttpResponse.json(
          notificationsResponseSchema.parse({
            notifications: [
              {
                id: 31,
                type: 'case_on_hold',
                title: 'Case JD-1042 on hold: the lab has a question',
                message:
                  'The lab put your case JD-1042 (Zirconia Bridge on teeth 3, 4 and 5) on hold at Design and asks: Is the margin on 3 a chamfer or a shoulder?',
                orderId: null,
                productId: null,
                link: '/cases/77',
                read: false,
                createdAt: '2026-12-02T15:00:00.000Z',
              },
            ],
            unreadCount: 1,
          }),
        ),
      ),
      http.post(api('/api/notifications/31/read'), () => HttpResponse.json({ unreadCount: 0 })),
      http.get(api('/api/cases'), () =>
        HttpResponse.json(casePageSchema.parse({ items: [], total: 0, page: 0, size: 20 })),
      ),
      http.get(api('/api/cases/77'), () => HttpResponse.json(heldCase(77))),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/cases');
    expect(await screen.findByText('Your office has sent no cases yet.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dropdown).getByText(/on hold at Design and asks: Is the margin on 3/)).toBeVisible();
    await user.click(
      within(dropdown).getByRole('link', { name: 'Case JD-1042 on hold: the lab has a question' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/77'));
    expect(await screen.findByRole('heading', { name: 'Case JD-1042' })).toBeVisible();
    expect(screen.getByText('Stage: On hold at Design')).toBeVisible();
  });

  it('shows where the case is, the lab’s question while on hold, and its timeline', async () => {
    server.use(http.get(api('/api/cases/77'), () => HttpResponse.json(heldCase(77))));
    renderApp('/cases/77');
    expect(await screen.findByRole('heading', { name: 'Case JD-1042' })).toBeVisible();
    expect(screen.getByText('Stage: On hold at Design')).toBeVisible();
    expect(screen.getByText('Zirconia Bridge')).toBeVisible();
    expect(screen.getByText('3, 4 and 5')).toBeVisible();
    const progress = screen.getByRole('list', { name: 'Case progress' });
    expect(within(progress).getByText('Moved to Design by Lab Admin')).toBeVisible();
    expect(within(progress).getByText('Put on hold by Lab Admin')).toBeVisible();
    expect(within(progress).getByText('Is the margin on 3 a chamfer or a shoulder?')).toBeVisible();
  });

  it('another office’s case (a 404) is the not-found page', async () => {
    server.use(http.get(api('/api/cases/78'), () => apiError(404, 'NOT_FOUND', 'The case was not found.')));
    renderApp('/cases/78');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByText('JD-1042')).not.toBeInTheDocument();
  });
});

describe('/cases', () => {
  it('lists the office’s cases with their stage; a patient reference opens the case', async () => {
    server.use(
      http.get(api('/api/cases'), () =>
        HttpResponse.json(casePageSchema.parse({ items: [heldCase(77)], total: 1, page: 0, size: 20 })),
      ),
      http.get(api('/api/cases/77'), () => HttpResponse.json(heldCase(77))),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/cases');
    const table = await screen.findByRole('grid', { name: 'My Cases' });
    expect(await within(table).findByText('On hold at Design')).toBeVisible();
    await user.click(within(table).getByRole('link', { name: 'JD-1042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/77'));
    expect(await screen.findByRole('heading', { name: 'Case JD-1042' })).toBeVisible();
  });
});
