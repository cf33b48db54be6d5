import { officeSignUpRequestSchema, type OfficeSignUpRequest } from '@idl/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOffice, bayfrontOffice } from '../../test/case-data';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, signIn } from '../../test/shop-data';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

/** Fills the office's fields as Bayfront Dental, with two dentists. */
async function fillOffice(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Practice Name' }), 'Bayfront Dental');
  await user.type(screen.getByRole('textbox', { name: /Licence Number/ }), 'DN12345');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 305 555 0101');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '100 Biscayne Blvd');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Miami');
  await user.type(screen.getByRole('textbox', { name: 'ZIP' }), '33132');
  await user.type(screen.getByRole('textbox', { name: 'Dentist 1' }), 'Dr. Ana Ruiz');
  await user.click(screen.getByRole('button', { name: 'Add a Dentist' }));
  await user.type(screen.getByRole('textbox', { name: 'Dentist 2' }), 'Dr. Tom Lee');
}

describe('/office', () => {
  it('an account signs its office up with its dentists and reads that the lab will verify it', async () => {
    answerOffice(null);
    let sent: OfficeSignUpRequest | undefined;
    server.use(
      http.post(api('/api/offices/mine'), async ({ request }) => {
        sent = officeSignUpRequestSchema.parse(await request.json());
        return HttpResponse.json(bayfrontOffice('pending', { dentists: [{ id: 4, name: 'Dr. Ana Ruiz' }] }), {
          status: 201,
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/office');
    expect(await screen.findByRole('heading', { name: 'Sign Up Your Office' })).toBeVisible();
    await fillOffice(user);
    await user.click(screen.getByRole('button', { name: 'Remove Dr. Tom Lee' }));
    expect(screen.queryByRole('textbox', { name: 'Dentist 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up My Office' }));
    expect(
      await screen.findByRole('heading', { name: 'Bayfront Dental is pending verification' }),
    ).toBeVisible();
    expect(screen.getByText(/The lab verifies your licence before your office’s first case/)).toBeVisible();
    expect(sent).toMatchObject({
      practiceName: 'Bayfront Dental',
      licenceNumber: 'DN12345',
      dentists: ['Dr. Ana Ruiz'],
    });
  });

  it('checks the form with the contract’s rules and shows the server’s refusal on its field', async () => {
    answerOffice(null);
    server.use(
      http.post(api('/api/offices/mine'), () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request',
            details: [{ field: 'dentists.1', message: 'Each dentist’s name is too long' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/office');
    await user.click(await screen.findByRole('button', { name: 'Sign Up My Office' }));
    expect(await screen.findByText('Licence number is required')).toBeVisible();
    await fillOffice(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up My Office' }));
    expect(await screen.findByText('Each dentist’s name is too long')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Dentist 2' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a verified office reads that it can send cases, with a link to send one', async () => {
    answerOffice(bayfrontOffice('verified'));
    renderApp('/office');
    expect(await screen.findByRole('heading', { name: 'Bayfront Dental is verified' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Cases' })).toHaveAttribute('href', '/cases');
    expect(screen.getByText('Dentists Who Send Cases')).toBeVisible();
    expect(screen.getByText('Dr. Ana Ruiz, Dr. Tom Lee')).toBeVisible();
  });

  it('a refused office reads why and sends its corrected details again', async () => {
    answerOffice(bayfrontOffice('rejected'));
    let sent: OfficeSignUpRequest | undefined;
    server.use(
      http.post(api('/api/offices/mine'), async ({ request }) => {
        sent = officeSignUpRequestSchema.parse(await request.json());
        return HttpResponse.json(bayfrontOffice('pending', { licenceNumber: 'DN54321' }), { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/office');
    expect(await screen.findByText(/does not match the board’s records/)).toBeVisible();
    const licence = screen.getByRole('textbox', { name: /Licence Number/ });
    await user.clear(licence);
    await user.type(licence, 'DN54321');
    await user.click(screen.getByRole('button', { name: 'Send Again' }));
    expect(
      await screen.findByRole('heading', { name: 'Bayfront Dental is pending verification' }),
    ).toBeVisible();
    expect(sent).toMatchObject({ licenceNumber: 'DN54321', dentists: ['Dr. Ana Ruiz', 'Dr. Tom Lee'] });
  });
});

describe('/cases without a verified office', () => {
  it('an account without an office is sent to sign it up', async () => {
    answerOffice(null);
    server.use(
      http.get(api('/api/cases'), () => HttpResponse.json({ items: [], total: 0, page: 0, size: 20 })),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/cases');
    await user.click(await screen.findByRole('link', { name: 'Sign Up Your Office' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/office'));
    expect(await screen.findByRole('heading', { name: 'Sign Up Your Office' })).toBeVisible();
  });

  it('an office waiting for the lab reads so', async () => {
    answerOffice(bayfrontOffice('pending'));
    server.use(
      http.get(api('/api/cases'), () => HttpResponse.json({ items: [], total: 0, page: 0, size: 20 })),
    );
    renderApp('/cases');
    expect(await screen.findByText(/The lab is verifying your office/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Office' })).toHaveAttribute('href', '/office');
  });
});
