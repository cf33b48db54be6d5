import { createCaseRequestSchema, scanSchema, type CreateCaseRequest } from '@idl/api-contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerLabServices, answerOffice, bayfrontCase, bayfrontOffice } from '../../test/case-data';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, signIn } from '../../test/shop-data';

// The prescription form is a large page: patient waits on a shared machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  signIn();
  answerLabServices();
});

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A three-unit bridge on 3 to 5 for JD-1042, by Dr. Tom Lee. */
async function fillBridge(user: User) {
  await choose(user, /Dentist/, 'Dr. Tom Lee');
  await user.type(screen.getByRole('textbox', { name: 'Patient' }), 'JD-1042');
  await choose(user, /Lab Service/, 'Zirconia Bridge');
  for (const tooth of [3, 4, 5]) await user.click(screen.getByRole('button', { name: `Tooth ${tooth}` }));
  await choose(user, /Material/, 'Zirconia');
  await choose(user, /VITA classical Shade/, 'A2');
}

describe('/cases/new', () => {
  it('a verified office sends a case, its scan (resumed where the server stopped) and a photo', async () => {
    answerOffice(bayfrontOffice('verified'));
    let sent: CreateCaseRequest | undefined;
    const offsets: (string | null)[] = [];
    let parts = 0;
    let note: unknown;
    server.use(
      http.post(api('/api/cases'), async ({ request }) => {
        sent = createCaseRequestSchema.parse(await request.json());
        return HttpResponse.json(bayfrontCase(77, { dentist: { id: 5, name: 'Dr. Tom Lee' } }), {
          status: 201,
        });
      }),
      http.post(api('/api/cases/77/scan-uploads'), () =>
        HttpResponse.json(
          {
            id: 9,
            caseId: 77,
            fileName: 'upper.stl',
            size: 30,
            offset: 0,
            createdAt: '2026-12-01T15:00:00.000Z',
          },
          { status: 201 },
        ),
      ),
      http.patch(api('/api/cases/77/scan-uploads/9'), ({ request }) => {
        offsets.push(request.headers.get('upload-offset'));
        parts += 1;
        // The first part's connection drops after the server kept 10 bytes.
        if (parts === 1) return HttpResponse.error();
        return HttpResponse.json({
          offset: 30,
          size: 30,
          complete: true,
          scan: scanSchema.parse({
            id: 5,
            caseId: 77,
            fileName: 'upper.stl',
            kind: 'stl',
            size: 30,
            uploadedBy: 'Ada Lovelace',
            uploadedAt: '2026-12-01T15:01:00.000Z',
          }),
        });
      }),
      http.get(api('/api/cases/77/messages'), () => HttpResponse.json({ caseId: 77, messages: [] })),
      http.post(api('/api/cases/77/photos'), () =>
        HttpResponse.json({ id: 31, width: 800, height: 600 }, { status: 201 }),
      ),
      http.post(api('/api/cases/77/messages'), async ({ request }) => {
        note = await request.json();
        return HttpResponse.json(
          {
            id: 2,
            kind: 'message',
            text: 'Photos of the prep.',
            photos: [{ id: 31, width: 800, height: 600 }],
            author: { side: 'office', name: 'Ada Lovelace' },
            at: '2026-12-01T15:02:00.000Z',
          },
          { status: 201 },
        );
      }),
      http.get(api('/api/cases/77/scan-uploads/9'), () =>
        HttpResponse.json({
          id: 9,
          caseId: 77,
          fileName: 'upper.stl',
          size: 30,
          offset: 10,
          createdAt: '2026-12-01T15:00:00.000Z',
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/cases/new');
    expect(await screen.findByRole('heading', { name: 'Send a Case' })).toBeVisible();
    await fillBridge(user);
    await user.upload(
      screen.getByLabelText('Intraoral Scans', { selector: 'input' }),
      new File(['solid upper jaw scan 0123456'], 'upper.stl'),
    );
    expect(screen.getByRole('progressbar', { name: 'upper.stl' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('Waiting to upload'),
    );
    await user.click(screen.getByRole('button', { name: 'Send Case' }));

    expect(await screen.findByRole('heading', { name: 'Case sent to the lab' })).toBeVisible();
    expect(sent).toMatchObject({
      productId: 12,
      dentistId: 5,
      prescription: { patientReference: 'JD-1042', kind: 'bridge', teeth: [3, 4, 5], material: 'zirconia' },
    });
    expect(screen.getByText('Tuesday, December 15, 2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Photos and a Note for the Lab' })).toBeVisible();
    const scans = screen.getByRole('list', { name: 'Scans' });
    expect(await within(scans).findByText(/Interrupted at/)).toBeVisible();
    await user.click(within(scans).getByRole('button', { name: /^Resume/ }));
    expect(await within(scans).findByText('Uploaded')).toBeVisible();
    expect(offsets).toEqual(['0', '10']);
    expect(screen.getByRole('link', { name: 'Open Case JD-1042' })).toHaveAttribute('href', '/cases/77');
    // Photos go to the lab with a note in the case's conversation, from this page too.
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    await user.type(within(conversation).getByRole('textbox', { name: 'Message' }), 'Photos of the prep.');
    const picker = conversation.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(picker!, new File(['jpeg'], 'prep.jpg', { type: 'image/jpeg' }));
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(note).toEqual({ text: 'Photos of the prep.', photoIds: [31] }));
  });

  it('shows the server’s refusal next to its field', async () => {
    answerOffice(bayfrontOffice('verified'));
    server.use(
      http.post(api('/api/cases'), () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request',
            details: [
              {
                field: 'productId',
                message: 'This lab service is not offered any more: choose another one.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/cases/new');
    await screen.findByRole('heading', { name: 'Send a Case' });
    await fillBridge(user);
    await user.click(screen.getByRole('button', { name: 'Send Case' }));
    expect(
      await screen.findByText('This lab service is not offered any more: choose another one.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Case sent to the lab' })).not.toBeInTheDocument();
  });

  it('asks which dentist prescribes before sending', async () => {
    answerOffice(bayfrontOffice('verified'));
    const user = userEvent.setup({ delay: null });
    renderApp('/cases/new');
    await screen.findByRole('heading', { name: 'Send a Case' });
    await user.type(screen.getByRole('textbox', { name: 'Patient' }), 'JD-1042');
    await choose(user, /Lab Service/, 'Zirconia Crown');
    await user.click(screen.getByRole('button', { name: 'Tooth 8' }));
    await choose(user, /Material/, 'Zirconia');
    await choose(user, /VITA classical Shade/, 'A2');
    await user.click(screen.getByRole('button', { name: 'Send Case' }));
    expect(await screen.findByText('Choose the dentist who prescribes the case.')).toBeVisible();
  });

  it('an office the lab has not verified yet is told so, with no form', async () => {
    answerOffice(bayfrontOffice('pending'));
    renderApp('/cases/new');
    expect(await screen.findByText(/The lab verifies your office before its first case/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Office' })).toHaveAttribute('href', '/office');
    expect(screen.queryByRole('form', { name: 'Prescription' })).not.toBeInTheDocument();
  });
});
