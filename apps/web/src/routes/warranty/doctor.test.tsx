import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { anEnrollment, validationError } from '../../test/warranty-fixtures';

const officeUrl = '*/interdentallab/api/warranty/office-enrollments';
type User = ReturnType<typeof userEvent.setup>;

// The route modules load lazily: their first transform can take seconds under load.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./doctor');
}, 240_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const form = () => within(screen.getByRole('form', { name: 'Doctor registration' }));

async function fill(user: User, label: string, text: string) {
  await user.click(form().getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function fillOffice(user: User) {
  await screen.findByRole('form', { name: 'Doctor registration' });
  await fill(user, 'First Name', 'Alan');
  await fill(user, 'Company Name', 'Brickell Dental');
  await fill(user, 'E-mail', 'office@brickelldental.example.com');
  await fill(user, 'Phone', '305-555-0199');
  await fill(user, 'Address', '200 Brickell Ave');
  await fill(user, 'City', 'Miami');
  await fill(user, 'ZIP', '33131');
  await fill(user, "Doctor's License Number", 'DN-12345');
  await user.click(form().getByRole('button', { name: /Select a plan/ }));
  await user.click(await screen.findByRole('option', { name: /Trial/ }));
}

describe('/doctor: office registration', { timeout: 60_000 }, () => {
  it('requires the terms to be accepted before calling the API', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/doctor');
    await fillOffice(user);
    await user.click(form().getByRole('button', { name: 'Register Office' }));
    expect(await screen.findByText('Accept the terms to enrol')).toBeInTheDocument();
  });

  it('enrols the office and shows its reference number', async () => {
    let received: unknown;
    server.use(
      http.post(officeUrl, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json(
          anEnrollment({
            kind: 'office',
            reference: 'IDL-O-4TR2WX',
            companyName: 'Brickell Dental',
            lastName: null,
            planId: 'trial',
            planTitle: 'Trial',
            email: 'office@brickelldental.example.com',
          }),
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/doctor');
    await fillOffice(user);
    await user.click(form().getByRole('checkbox', { name: 'I accept the terms of the program' }));
    await user.click(form().getByRole('button', { name: 'Register Office' }));
    expect(await screen.findByText('Your office is registered')).toBeInTheDocument();
    expect(screen.getAllByText('IDL-O-4TR2WX').length).toBeGreaterThan(0);
    expect(received).toMatchObject({ companyName: 'Brickell Dental', plan: 'trial', acceptTerms: true });
    // The plan is the only choice: no service type that could disagree with it is sent.
    expect(received).not.toHaveProperty('serviceTypes');
    expect(received).not.toHaveProperty('officeReference');
  });

  it("shows the server's field errors and keeps what was typed", async () => {
    server.use(
      http.post(officeUrl, () =>
        HttpResponse.json(
          validationError([{ field: 'licenceNumber', message: 'Licence number is required' }]),
          {
            status: 400,
          },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/doctor');
    await fillOffice(user);
    await user.click(form().getByRole('checkbox', { name: 'I accept the terms of the program' }));
    await user.click(form().getByRole('button', { name: 'Register Office' }));
    expect(await form().findByText('Licence number is required')).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'Company Name' })).toHaveValue('Brickell Dental');
    expect(form().getByRole('checkbox', { name: 'I accept the terms of the program' })).toBeChecked();
  });

  it('links to the terms on the page', async () => {
    renderApp('/doctor');
    await screen.findByRole('form', { name: 'Doctor registration' });
    expect(form().getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '#terms');
    expect(screen.getByRole('heading', { name: 'Program terms' })).toBeInTheDocument();
  });
});

describe('/doctor and the lab’s cases', () => {
  it('leads an office to sign up to send cases', async () => {
    renderApp('/doctor');
    const band = await screen.findByRole('region', { name: 'Send your cases to the lab' });
    expect(within(band).getByRole('link', { name: 'Sign Up Your Office' })).toHaveAttribute(
      'href',
      '/office',
    );
  });
});
