import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimPhotoSchema, claimRequestSchema } from '@idl/api-contract';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { aClaim, anEnrollment, paymentOptionsHandler } from '../../test/warranty-fixtures';

const api = '*/interdentallab/api/warranty';
type User = ReturnType<typeof userEvent.setup>;

configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all([import('./patient'), import('./warranty')]);
}, 240_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stored = claimPhotoSchema.parse({
  imageUrl: '/interdentallab/uploads/0123456789abcdef0123456789abcdef.webp',
  thumbnailUrl: '/interdentallab/uploads/0123456789abcdef0123456789abcdef-320.webp',
});
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'crown.png', { type: 'image/png' });

const claimForm = async () => within(await screen.findByRole('form', { name: 'Claim request' }));

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillClaim(user: User) {
  const form = await claimForm();
  await fill(user, form.getByRole('textbox', { name: 'Reference Number' }), 'IDL-P-7K3M9Q');
  await fill(user, form.getByRole('textbox', { name: 'E-mail' }), 'maria.lopez@example.com');
  await fill(user, form.getByRole('textbox', { name: 'Dentist Office Reference Number' }), 'IDL-O-4TR2WX');
  await user.click(form.getByRole('radio', { name: 'Chipped crown' }));
  await fill(user, form.getByRole('textbox', { name: 'Description' }), 'The upper left crown chipped.');
}

async function attach(user: User, file: File) {
  const input = screen
    .getByRole('form', { name: 'Claim request' })
    .querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
}

/** Records the claim the page sends. */
function acceptClaims() {
  const claims: unknown[] = [];
  server.use(
    http.post(`${api}/claims`, async ({ request }) => {
      claims.push(claimRequestSchema.parse(await request.json()));
      return HttpResponse.json(aClaim({ id: 42 }), { status: 201 });
    }),
  );
  return claims;
}

describe('/patient: photos on a claim', { timeout: 60_000 }, () => {
  it('uploads a picked photo with the reference and e-mail, shows it and sends it with the claim', async () => {
    const uploads: { reference: unknown; email: unknown; filePart: unknown }[] = [];
    server.use(
      http.post(`${api}/claim-photos`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as { size?: number } | string | null;
        uploads.push({
          reference: form.get('reference'),
          email: form.get('email'),
          // jsdom's File does not survive Node's fetch intact (name and bytes): only its presence is checked
          // here; the end-to-end journey sends a real PNG.
          filePart: typeof file === 'object' && file !== null,
        });
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    const claims = acceptClaims();
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await fillClaim(user);
    await attach(user, png());

    const photos = within(await screen.findByRole('list', { name: 'Attached photos' }));
    await waitFor(() =>
      expect(photos.getByRole('img', { name: 'Preview of crown.png' })).toHaveAttribute(
        'src',
        stored.thumbnailUrl,
      ),
    );
    expect(uploads).toEqual([
      { reference: 'IDL-P-7K3M9Q', email: 'maria.lopez@example.com', filePart: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText('Your claim was received')).toBeInTheDocument();
    expect(claims).toEqual([expect.objectContaining({ photoUrls: [stored.imageUrl] })]);
  });

  it('shows why a photo was refused, and sends the claim without it', async () => {
    server.use(
      http.post(`${api}/claim-photos`, () =>
        HttpResponse.json(
          { code: 'NOT_FOUND', message: 'No warranty enrolment matches this reference number and e-mail' },
          { status: 404 },
        ),
      ),
    );
    const claims = acceptClaims();
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await fillClaim(user);
    await attach(user, png());
    const photos = within(await screen.findByRole('list', { name: 'Attached photos' }));
    expect(
      await photos.findByText('No warranty enrolment matches this reference number and e-mail'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText('Your claim was received')).toBeInTheDocument();
    expect(claims).toEqual([expect.objectContaining({ photoUrls: [] })]);
  });

  it('a removed photo is not sent', async () => {
    server.use(http.post(`${api}/claim-photos`, () => HttpResponse.json(stored, { status: 201 })));
    const claims = acceptClaims();
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await fillClaim(user);
    await attach(user, png());
    const photos = within(await screen.findByRole('list', { name: 'Attached photos' }));
    await waitFor(() =>
      expect(photos.getByRole('img', { name: 'Preview of crown.png' })).toHaveAttribute(
        'src',
        stored.thumbnailUrl,
      ),
    );
    await user.click(photos.getByRole('button', { name: 'Remove crown.png' }));
    expect(screen.queryByRole('list', { name: 'Attached photos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText('Your claim was received')).toBeInTheDocument();
    expect(claims).toEqual([expect.objectContaining({ photoUrls: [] })]);
  });

  it('asks for the reference and e-mail before uploading a photo', async () => {
    // No upload handler: an upload would fail the test (unhandled request).
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await claimForm();
    await attach(user, png());
    expect(
      await screen.findByText('Enter the reference number and e-mail above first, then add photos.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached photos' })).not.toBeInTheDocument();
  });

  it('uses the reference and e-mail of the enrolment just looked up, without typing them again', async () => {
    const uploads: { reference: unknown; email: unknown }[] = [];
    server.use(
      http.post(`${api}/patient-enrollments/lookup`, () => HttpResponse.json(anEnrollment())),
      paymentOptionsHandler(),
      http.post(`${api}/claim-photos`, async ({ request }) => {
        const form = await request.formData();
        uploads.push({ reference: form.get('reference'), email: form.get('email') });
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/warranty');
    const lookUp = within(await screen.findByRole('form', { name: 'Find my warranty' }));
    await fill(user, lookUp.getByRole('textbox', { name: 'Reference Number' }), 'IDL-P-7K3M9Q');
    await fill(user, lookUp.getByRole('textbox', { name: 'E-mail' }), 'maria.lopez@example.com');
    await user.click(lookUp.getByRole('button', { name: 'Find My Warranty' }));
    const claim = await claimForm();
    await waitFor(() =>
      expect(claim.getByRole('textbox', { name: 'Reference Number' })).toHaveValue(anEnrollment().reference),
    );
    await attach(user, png());
    await waitFor(() =>
      expect(claim.getByRole('img', { name: 'Preview of crown.png' })).toHaveAttribute(
        'src',
        stored.thumbnailUrl,
      ),
    );
    expect(uploads).toEqual([{ reference: anEnrollment().reference, email: anEnrollment().email }]);
  });
});
