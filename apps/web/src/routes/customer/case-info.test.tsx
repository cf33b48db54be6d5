import { caseMessageSchema, type Case, type CaseMessage, type Scan } from '@idl/api-contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bayfrontCase } from '../../test/case-data';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, signIn } from '../../test/shop-data';

configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const upperScan: Scan = {
  id: 5,
  caseId: 77,
  fileName: 'upper.stl',
  kind: 'stl',
  size: 52_400_000,
  uploadedBy: 'Ada Lovelace',
  uploadedAt: '2026-12-01T15:01:00.000Z',
};

const message = (id: number, fields: Partial<CaseMessage>): CaseMessage =>
  caseMessageSchema.parse({
    id,
    kind: 'message',
    text: 'Hello',
    photos: [],
    author: { side: 'lab', name: 'Lab Admin' },
    at: '2026-12-02T15:00:00.000Z',
    ...fields,
  });

/** The smallest ASCII STL: one triangle. */
const oneFacet = [
  'solid upper',
  'facet normal 0 0 1',
  'outer loop',
  'vertex 0 0 0',
  'vertex 1 0 0',
  'vertex 0 1 0',
  'endloop',
  'endfacet',
  'endsolid upper',
].join('\n');

const question = message(1, { kind: 'hold_question', text: 'Is the margin on 3 a chamfer or a shoulder?' });

/** The case, its scans and its conversation as the API answers them. */
function answerCase(labCase: Case, { scans = [upperScan], messages = [] as CaseMessage[] } = {}) {
  server.use(
    http.get(api(`/api/cases/${labCase.id}`), () => HttpResponse.json(labCase)),
    http.get(api(`/api/cases/${labCase.id}/scans`), () => HttpResponse.json({ items: scans })),
    http.get(api(`/api/cases/${labCase.id}/messages`), () =>
      HttpResponse.json({ caseId: labCase.id, messages }),
    ),
  );
}

describe('/cases/{id}', () => {
  it('shows the prescription, the scans to download and the conversation', async () => {
    answerCase(bayfrontCase(77), { messages: [message(2, { text: 'We have your scans, thank you.' })] });
    renderApp('/cases/77');
    expect(await screen.findByRole('heading', { name: 'Case JD-1042' })).toBeVisible();
    expect(screen.getByText('Zirconia')).toBeVisible();
    expect(screen.getByText('A2 (VITA classical)')).toBeVisible();
    expect(screen.getByText('Chamfer on 3 and 5')).toBeVisible();
    const scans = await screen.findByRole('list', { name: 'Scans' });
    expect(within(scans).getByText('upper.stl')).toBeVisible();
    expect(within(scans).getByRole('link', { name: 'Download upper.stl' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/cases\/77\/scans\/\d+\/file$/),
    );
    expect(screen.getByRole('heading', { name: 'Conversation with the Lab' })).toBeVisible();
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('We have your scans, thank you.')).toBeVisible();
  });

  it('opens a scan in 3D with its bytes fetched from the case', async () => {
    answerCase(bayfrontCase(77));
    let fetched = false;
    server.use(
      http.get(api('/api/cases/77/scans/5/file'), () => {
        fetched = true;
        return new HttpResponse(oneFacet, {
          headers: { 'content-type': 'application/octet-stream' },
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/cases/77');
    await user.click(await screen.findByRole('button', { name: 'View in 3D: upper.stl' }));
    const view = await screen.findByRole('region', { name: 'upper.stl in 3D' });
    // jsdom draws no WebGL: the viewer says so, once its chunk has loaded.
    expect(await within(view).findByText(/This browser cannot show scans in 3D/)).toBeVisible();
    await waitFor(() => expect(fetched).toBe(true));
    await user.click(within(view).getByRole('button', { name: 'Close 3D View' }));
    expect(screen.queryByRole('region', { name: 'upper.stl in 3D' })).not.toBeInTheDocument();
  });

  it('a case on hold: the office answers the lab’s question with a photo', async () => {
    const held = bayfrontCase(77, { stage: 'design', holdQuestion: question.text });
    let messages = [question];
    let posted: unknown;
    answerCase(held, { scans: [] });
    server.use(
      http.get(api('/api/cases/77/messages'), () => HttpResponse.json({ caseId: 77, messages })),
      http.post(api('/api/cases/77/photos'), () =>
        HttpResponse.json({ id: 31, width: 800, height: 600 }, { status: 201 }),
      ),
      http.post(api('/api/cases/77/messages'), async ({ request }) => {
        posted = await request.json();
        const answer = message(3, {
          text: 'A chamfer, 0.5 mm.',
          photos: [{ id: 31, width: 800, height: 600 }],
          author: { side: 'office', name: 'Ada Lovelace' },
        });
        messages = [question, answer];
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/cases/77');
    expect(await screen.findByText('Stage: On hold at Design')).toBeVisible();
    expect(await screen.findByText('No scans yet.')).toBeVisible();
    const answerForm = await screen.findByRole('form', { name: 'Answer the lab' });
    const box = within(answerForm).getByRole('textbox', { name: 'Your Answer' });
    await user.type(box, 'A chamfer, 0.5 mm.');
    const picker = answerForm.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(picker!, new File(['jpeg'], 'prep.jpg', { type: 'image/jpeg' }));
    await user.click(within(answerForm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual({ text: 'A chamfer, 0.5 mm.', photoIds: [31] }));
    // Sent: the box is empty again, and the answer is in the conversation with its photo.
    await waitFor(() => expect(box).toHaveValue(''));
    const conversation = within(screen.getByRole('list', { name: 'Messages' }));
    expect(await conversation.findByText('A chamfer, 0.5 mm.')).toBeVisible();
    const photo = conversation.getByRole('button', { name: 'Open Photo 1 of 1 from Ada Lovelace' });
    expect(photo.querySelector('img')).toHaveAttribute(
      'src',
      '/interdentallab/api/cases/77/photos/31?size=thumbnail',
    );
  });

  it('a delivered case: the office asks for a remake and lands on the new case', async () => {
    answerCase(bayfrontCase(77, { stage: 'delivered' }));
    answerCase(
      bayfrontCase(78, { remakeOf: 77, remakeReason: 'Fractured at the margin.', receivedOn: '2026-12-20' }),
      { scans: [] },
    );
    let posted: unknown;
    server.use(
      http.post(api('/api/cases/77/remakes'), async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          bayfrontCase(78, { remakeOf: 77, remakeReason: 'Fractured at the margin.' }),
          {
            status: 201,
          },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/cases/77');
    await user.click(await screen.findByRole('button', { name: 'Request a Remake' }));
    const form = screen.getByRole('form', { name: 'Remake request' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Why Is the Case Remade?' }),
      'Fractured at the margin.',
    );
    await user.click(within(form).getByRole('button', { name: 'Request the Remake' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/78'));
    expect(posted).toEqual({
      reason: 'Fractured at the margin.',
      shade: { system: 'vita_classical', shade: 'A2' },
      rush: false,
    });
    expect(await screen.findByText(/A remake of/)).toHaveTextContent(
      'A remake of the original case: Fractured at the margin.',
    );
    expect(screen.getByRole('link', { name: 'the original case' })).toHaveAttribute('href', '/cases/77');
    expect(screen.queryByRole('button', { name: 'Request a Remake' })).not.toBeInTheDocument();
  });

  it('a case still at the lab offers no remake', async () => {
    answerCase(bayfrontCase(77, { stage: 'finishing' }));
    renderApp('/cases/77');
    expect(await screen.findByRole('heading', { name: 'Case JD-1042' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request a Remake' })).not.toBeInTheDocument();
  });

  it('an original case lists its remakes with the day each was received and its stage', async () => {
    answerCase(
      bayfrontCase(77, {
        stage: 'delivered',
        remakes: [{ id: 91, receivedOn: '2026-12-14', stage: 'design' }],
      }),
    );
    renderApp('/cases/77');
    const remakes = await screen.findByRole('list', { name: 'Remakes' });
    const link = within(remakes).getByRole('link', { name: 'Remake received Dec 14, 2026' });
    expect(link).toHaveAttribute('href', '/cases/91');
    expect(remakes).toHaveTextContent('Remake received Dec 14, 2026, Design');
  });
});
