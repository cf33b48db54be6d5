import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { aClaim, anEnrollment, paymentOptionsHandler, validationError } from '../../test/warranty-fixtures';

const api = '*/interdentallab/api/warranty';
type User = ReturnType<typeof userEvent.setup>;

/** Types into a field the fast way (one paste), as the tests are about the page, not the keyboard. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// The route modules load lazily: their first transform can take seconds under load.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Load the lazily imported pages once, before any test waits for them.
  await Promise.all([import('./patient'), import('./warranty')]);
}, 240_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const registration = () => screen.getByRole('form', { name: 'Patient registration' });

async function fillRegistration(user: User) {
  const form = within(await screen.findByRole('form', { name: 'Patient registration' }));
  await fill(user, form.getByRole('textbox', { name: 'First Name' }), 'Maria');
  await fill(user, form.getByRole('textbox', { name: 'Last Name' }), 'Lopez');
  await fill(user, form.getByRole('textbox', { name: 'Phone' }), '+1 305 555 0101');
  await fill(user, form.getByRole('textbox', { name: 'E-mail' }), 'maria.lopez@example.com');
  await fill(user, form.getByRole('textbox', { name: 'Address' }), '100 Biscayne Blvd');
  await fill(user, form.getByRole('textbox', { name: 'City' }), 'Miami');
  await fill(user, form.getByRole('textbox', { name: 'ZIP' }), '33132');
  await user.click(form.getByRole('radio', { name: '6 years' }));
  await user.click(form.getByRole('button', { name: /Preferred Monthly Charge Day/ }));
  await user.click(await screen.findByRole('option', { name: '15' }));
}

async function lookUp(user: User, reference = 'idl-p-7k3m9q') {
  const form = within(await screen.findByRole('form', { name: 'Find my warranty' }));
  await fill(user, form.getByRole('textbox', { name: 'Reference Number' }), reference);
  await fill(user, form.getByRole('textbox', { name: 'E-mail' }), 'maria.lopez@example.com');
  await user.click(form.getByRole('button', { name: 'Find My Warranty' }));
}

describe('/patient: registration', { timeout: 60_000 }, () => {
  it('checks the required fields before calling the API', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await user.click(
      await within(await screen.findByRole('form', { name: 'Patient registration' })).findByRole('button', {
        name: 'Register',
      }),
    );
    expect(within(registration()).getByText('Enter your first name')).toBeInTheDocument();
    expect(within(registration()).getByText('Choose a day of the month from 1 to 28')).toBeInTheDocument();
  });

  it('enrols and shows the reference number that was e-mailed', async () => {
    let received: unknown;
    server.use(
      http.post(`${api}/patient-enrollments`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json(anEnrollment({ planId: '6-year', planTitle: '6 YEAR PLAN' }), {
          status: 201,
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await fillRegistration(user);
    await user.click(within(registration()).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Thank you for registering')).toBeInTheDocument();
    expect(screen.getAllByText('IDL-P-7K3M9Q').length).toBeGreaterThan(0);
    expect(screen.getByText(/The e-mail went to/)).toHaveTextContent('maria.lopez@example.com');
    expect(received).toMatchObject({ firstName: 'Maria', plan: '6-year', chargeDay: 15, zip: '33132' });
  });

  it("shows the server's field errors next to the fields and keeps what was typed", async () => {
    server.use(
      http.post(`${api}/patient-enrollments`, () =>
        HttpResponse.json(validationError([{ field: 'zip', message: 'We do not serve this ZIP code yet' }]), {
          status: 400,
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await fillRegistration(user);
    await user.click(within(registration()).getByRole('button', { name: 'Register' }));
    expect(await within(registration()).findByText('We do not serve this ZIP code yet')).toBeInTheDocument();
    expect(within(registration()).getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
    expect(within(registration()).getByRole('radio', { name: '6 years' })).toBeChecked();
  });

  it('choosing a plan card selects that plan and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    const firstName = within(await screen.findByRole('form', { name: 'Patient registration' })).getByRole(
      'textbox',
      { name: 'First Name' },
    );
    await user.type(firstName, 'Maria');
    await user.click(await screen.findByText('9 YEAR PLAN'));
    expect(within(registration()).getByRole('radio', { name: '9 years' })).toBeChecked();
    expect(within(registration()).getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
    await user.click(screen.getByText('3 YEAR PLAN'));
    expect(within(registration()).getByRole('radio', { name: '3 years' })).toBeChecked();
    expect(within(registration()).getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
  });
});

describe('/patient and /warranty: my warranty', { timeout: 60_000 }, () => {
  // An enrolment with unpaid dues shows how to pay them, with the shop's transfer accounts.
  beforeEach(() => server.use(paymentOptionsHandler()));

  it('looks the enrolment up and shows its summary and dues (paid, due, overdue)', async () => {
    let received: unknown;
    server.use(
      http.post(`${api}/patient-enrollments/lookup`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json(anEnrollment());
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/warranty');
    await lookUp(user);
    const dues = await screen.findByRole('table');
    expect(within(dues).getByText('Paid')).toBeInTheDocument();
    expect(within(dues).getByText('Overdue')).toBeInTheDocument();
    expect(within(dues).getByText('Due')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Contract' })).toBeInTheDocument();
    expect(received).toEqual({ reference: 'IDL-P-7K3M9Q', email: 'maria.lopez@example.com' });
    // The claim form starts with the enrolment just found.
    const claim = within(screen.getByRole('form', { name: 'Claim request' }));
    expect(claim.getByRole('textbox', { name: 'Reference Number' })).toHaveValue('IDL-P-7K3M9Q');
  });

  it('says when nothing matches, keeping the reference typed', async () => {
    server.use(
      http.post(`${api}/patient-enrollments/lookup`, () =>
        HttpResponse.json(
          { code: 'NOT_FOUND', message: 'No enrolment matches this reference number and e-mail' },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await lookUp(user, 'IDL-P-WRONG1');
    const form = screen.getByRole('form', { name: 'Find my warranty' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('No enrolment matches');
    expect(within(form).getByRole('textbox', { name: 'Reference Number' })).toHaveValue('IDL-P-WRONG1');
  });

  it('downloads the contract PDF generated by the server', async () => {
    let contractRequest: unknown;
    server.use(
      http.post(`${api}/patient-enrollments/lookup`, () => HttpResponse.json(anEnrollment())),
      http.post(`${api}/patient-enrollments/contract`, async ({ request }) => {
        contractRequest = await request.json();
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:contract');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderApp('/warranty');
    await lookUp(user);
    await user.click(await screen.findByRole('button', { name: 'Download Contract' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.size).toBe(4);
    expect(contractRequest).toEqual({ reference: 'IDL-P-7K3M9Q', email: 'maria.lopez@example.com' });
    click.mockRestore();
  });

  it('says so when the contract cannot be prepared', async () => {
    server.use(
      http.post(`${api}/patient-enrollments/lookup`, () => HttpResponse.json(anEnrollment())),
      http.post(`${api}/patient-enrollments/contract`, () =>
        HttpResponse.json(
          { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/warranty');
    await lookUp(user);
    await user.click(await screen.findByRole('button', { name: 'Download Contract' }));
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
  });
});

describe('/patient: claim request', { timeout: 60_000 }, () => {
  async function fillClaim(user: User) {
    const form = within(await screen.findByRole('form', { name: 'Claim request' }));
    await fill(user, form.getByRole('textbox', { name: 'Reference Number' }), 'IDL-P-7K3M9Q');
    await fill(user, form.getByRole('textbox', { name: 'E-mail' }), 'maria.lopez@example.com');
    await fill(user, form.getByRole('textbox', { name: 'Dentist Office Reference Number' }), 'IDL-O-4TR2WX');
    await user.click(form.getByRole('radio', { name: 'Chipped crown' }));
    await fill(user, form.getByRole('textbox', { name: 'Description' }), 'The upper left crown chipped.');
  }
  const sendClaim = (user: User) =>
    user.click(
      within(screen.getByRole('form', { name: 'Claim request' })).getByRole('button', { name: 'Send Claim' }),
    );

  it('files the claim and shows its number', async () => {
    let received: unknown;
    server.use(
      http.post(`${api}/claims`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json(aClaim({ id: 42, reference: 'IDL-C-9WX4KP' }), { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await fillClaim(user);
    await sendClaim(user);
    expect(await screen.findByText('Your claim was received')).toBeInTheDocument();
    // The reference the patient quotes, not the claim's row number.
    expect(screen.getByText('IDL-C-9WX4KP')).toBeInTheDocument();
    expect(screen.queryByText('42')).not.toBeInTheDocument();
    expect(received).toMatchObject({
      caseType: 'chipped-crown',
      officeReference: 'IDL-O-4TR2WX',
      photoUrls: [],
    });
  });

  it('shows the reason when the programme refuses the claim, keeping the form filled', async () => {
    server.use(
      http.post(`${api}/claims`, () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message: 'A due of Feb 15, 2026 is overdue: pay it before filing a claim',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await fillClaim(user);
    await sendClaim(user);
    expect(await screen.findByText('This claim cannot be accepted')).toBeInTheDocument();
    expect(screen.getByText(/is overdue: pay it before filing a claim/)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Claim request' }));
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('The upper left crown chipped.');
  });

  it('checks what is missing before calling the API', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/patient');
    await screen.findByRole('form', { name: 'Claim request' });
    await sendClaim(user);
    expect(await screen.findByText('Choose what happened')).toBeInTheDocument();
  });
});
