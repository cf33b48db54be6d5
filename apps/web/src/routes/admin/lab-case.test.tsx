import type { Case, CaseMoveRequest } from '@idl/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure } from '../../test/admin-data';
import { aCase } from '../../test/lab-fixtures';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();

// WebGL does not run in jsdom: a stand-in says what the page handed the 3D viewer.
vi.mock('@idl/design-system/scan-viewer', () => ({
  ScanViewer: ({ data, fileName }: { data: ArrayBuffer | undefined; fileName: string }) => (
    <p>{data ? `${fileName} in 3D: ${data.byteLength} bytes` : `Loading ${fileName}`}</p>
  ),
}));

const upper = {
  id: 5,
  caseId: 2041,
  fileName: 'upper-jaw.stl',
  kind: 'stl',
  size: 209_715_284,
  uploadedBy: 'Dr. Ana Ruiz',
  uploadedAt: '2026-11-24T14:09:00.000Z',
};

const officeMessage = {
  id: 1,
  kind: 'message',
  text: 'Please keep the contacts light.',
  photos: [],
  author: { side: 'office', name: 'Dr. Ana Ruiz' },
  at: '2026-11-24T15:00:00.000Z',
};

/** One case kept on the 'server': moves change it and messages join it as the API does. */
function caseServer(start: Case) {
  let current = start;
  const moves: CaseMoveRequest[] = [];
  const messages: unknown[] = [officeMessage];
  server.use(
    http.get(api('/api/admin/cases/:caseId'), () => HttpResponse.json(current)),
    http.get(api('/api/admin/cases/:caseId/record'), () =>
      HttpResponse.json({
        caseId: current.id,
        entries: [
          {
            action: 'create',
            detail: null,
            by: { id: 31, name: 'Dr. Ana Ruiz', email: 'front@bayfront.test' },
            at: '2026-11-24T14:05:00.000Z',
          },
          {
            action: 'view',
            detail: 'Downloaded scan upper-jaw.stl',
            by: { id: 1, name: 'Grace Hopper', email: 'grace@lab.test' },
            at: '2026-11-25T13:02:00.000Z',
          },
        ],
      }),
    ),
    http.get(api('/api/admin/cases/:caseId/scans'), () => HttpResponse.json({ items: [upper] })),
    http.get(api('/api/admin/cases/:caseId/messages'), () =>
      HttpResponse.json({ caseId: current.id, messages }),
    ),
    http.post(api('/api/admin/cases/:caseId/messages'), async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      const message = {
        id: messages.length + 1,
        kind: 'message',
        text,
        photos: [],
        author: { side: 'lab', name: 'Grace Hopper' },
        at: '2026-11-25T15:00:00.000Z',
      };
      messages.push(message);
      return HttpResponse.json(message, { status: 201 });
    }),
    http.get(api('/api/admin/cases/:caseId/scans/:scanId/file'), () =>
      HttpResponse.arrayBuffer(new Uint8Array(84).buffer, {
        headers: { 'content-type': 'application/octet-stream' },
      }),
    ),
    http.post(api('/api/admin/cases/:caseId/moves'), async ({ request }) => {
      const move = (await request.json()) as CaseMoveRequest;
      moves.push(move);
      if (move.action === 'advance') current = { ...current, stage: move.to };
      if (move.action === 'hold') current = { ...current, holdQuestion: move.question };
      if (move.action === 'resume') current = { ...current, holdQuestion: null };
      return HttpResponse.json(current);
    }),
  );
  return moves;
}

describe('/admin/cases/:caseId', () => {
  it('shows the prescription, office, timeline, scans and the record of who did what', async () => {
    caseServer(aCase());
    renderApp('/admin/cases/2041');
    expect(await screen.findByRole('heading', { name: 'JD-1041, Case #2041' })).toBeInTheDocument();
    const sheet = screen.getByText('Office').closest('dl')!;
    expect(sheet).toHaveTextContent('OfficeBayfront Dental');
    expect(sheet).toHaveTextContent('DentistDr. Ana Ruiz');
    expect(sheet).toHaveTextContent('Teeth3, 4 and 5');
    expect(sheet).toHaveTextContent('MaterialZirconia');
    expect(sheet).toHaveTextContent('ShadeA2 (VITA classical)');
    expect(screen.getByRole('list', { name: 'Case progress' })).toHaveTextContent('Grace Hopper');
    expect(await screen.findByRole('link', { name: 'Download upper-jaw.stl' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/admin\/cases\/\d+\/scans\/\d+\/file$/),
    );
    const record = await screen.findByRole('grid', { name: 'Record of Views and Changes' });
    await waitFor(() =>
      expect(record).toHaveTextContent('Grace Hopper (grace@lab.test)Viewed: Downloaded scan upper-jaw.stl'),
    );
    expect(screen.getByRole('link', { name: 'Cases' })).toHaveAttribute('aria-current', 'page');
    const ticket = screen.getByRole('link', { name: 'Print Lab Ticket' });
    expect(ticket).toHaveAttribute('href', '/interdentallab/api/admin/cases/2041/ticket');
    expect(ticket).toHaveAttribute('target', '_blank');
  });

  it('links a remake to the case it remakes, and opens it', async () => {
    caseServer(
      aCase({ id: 2077, remakeOf: 2041, remakeReason: 'The bridge rocks on 5.', stage: 'received' }),
    );
    const { router } = renderApp('/admin/cases/2077');
    expect(await screen.findByText('The bridge rocks on 5.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Case #2041' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cases/2041'));
  });

  it('moves the case to the next stage and says so', async () => {
    const moves = caseServer(aCase());
    renderApp('/admin/cases/2041');
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Milling or Printing' }));
    expect(await screen.findByText('Case #2041 moved to Milling or Printing.')).toBeInTheDocument();
    expect(moves).toEqual([{ action: 'advance', to: 'milling_printing' }]);
    expect(await screen.findByRole('button', { name: 'Move to Finishing' })).toBeInTheDocument();
  });

  it('puts the case on hold with a question, then resumes it', async () => {
    const moves = caseServer(aCase());
    renderApp('/admin/cases/2041');
    await userEvent.click(await screen.findByRole('button', { name: 'Put on Hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the Case on Hold' });
    await userEvent.type(within(dialog).getByLabelText('Question for the Office'), 'Which shade on 4?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on Hold' }));
    expect(await screen.findByText('Case #2041 is on hold: the office was asked.')).toBeInTheDocument();
    expect(await screen.findByText('Which shade on 4?', { selector: 'q' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Move to Milling or Printing' })).toBeInTheDocument();
    expect(moves).toEqual([{ action: 'hold', question: 'Which shade on 4?' }, { action: 'resume' }]);
  });

  it('reads the office’s messages and writes to the office', async () => {
    caseServer(aCase());
    renderApp('/admin/cases/2041');
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Please keep the contacts light.')).toBeInTheDocument();
    await userEvent.type(within(conversation).getByLabelText('Message'), 'Contacts will be light.');
    await userEvent.click(within(conversation).getByRole('button', { name: 'Send' }));
    expect(await within(conversation).findByText('Contacts will be light.')).toBeInTheDocument();
    await waitFor(() => expect(within(conversation).getByLabelText('Message')).toHaveValue(''));
  });

  it('opens a scan in 3D with its bytes, and closes the view', async () => {
    caseServer(aCase());
    renderApp('/admin/cases/2041');
    await userEvent.click(await screen.findByRole('button', { name: 'View in 3D: upper-jaw.stl' }));
    const view = await screen.findByRole('region', { name: '3D view of upper-jaw.stl' });
    expect(await within(view).findByText('upper-jaw.stl in 3D: 84 bytes')).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Close 3D View' }));
    expect(screen.queryByRole('region', { name: '3D view of upper-jaw.stl' })).toBeNull();
  });

  it('opens from the lab’s notification that an office wrote in the conversation', async () => {
    caseServer(aCase());
    server.use(
      http.get(api('/api/notifications'), () =>
        HttpResponse.json({
          notifications: [
            {
              id: 9,
              type: 'case_office_message',
              title: 'Bayfront Dental wrote about case #2041',
              message: 'Please keep the contacts light.',
              orderId: null,
              productId: null,
              link: '/admin/cases/2041',
              read: false,
              createdAt: '2026-11-24T15:00:00.000Z',
            },
          ],
          unreadCount: 1,
        }),
      ),
      http.post(api('/api/notifications/:id/read'), () => HttpResponse.json({ unreadCount: 0 })),
    );
    server.use(
      http.get(api('/api/admin/cases'), () => HttpResponse.json({ items: [], total: 0, page: 0, size: 100 })),
    );
    const { router } = renderApp('/admin/cases');
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await userEvent.click(
      await screen.findByRole('link', { name: 'Bayfront Dental wrote about case #2041' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cases/2041'));
    expect(await screen.findByRole('heading', { name: 'JD-1041, Case #2041' })).toBeInTheDocument();
  });

  it('shows a refused move', async () => {
    caseServer(aCase());
    server.use(
      http.post(api('/api/admin/cases/:caseId/moves'), () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'This case moved meanwhile.' }, { status: 409 }),
      ),
    );
    renderApp('/admin/cases/2041');
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Milling or Printing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This case moved meanwhile.');
  });

  it('says when the case does not exist', async () => {
    server.use(http.get(api('/api/admin/cases/:caseId'), () => failure(404, 'The case was not found')));
    renderApp('/admin/cases/9999');
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
  });
});
