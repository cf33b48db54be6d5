import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { anEnrollment, paymentOptionsHandler } from '../../test/warranty-fixtures';

const lookupUrl = '*/interdentallab/api/warranty/patient-enrollments/lookup';
const zelle = {
  name: 'Zelle',
  payeeName: 'Interdental Lab LLC',
  account: 'payments@interdentallab.com',
  instructions: 'Quote your reference in the memo.',
};

// The route modules load lazily: their first transform can take seconds under load.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./warranty');
}, 240_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function lookUp() {
  const user = userEvent.setup({ delay: null });
  renderApp('/warranty');
  const form = within(await screen.findByRole('form', { name: 'Find my warranty' }));
  await user.click(form.getByRole('textbox', { name: 'Reference Number' }));
  await user.paste('IDL-P-7K3M9Q');
  await user.click(form.getByRole('textbox', { name: 'E-mail' }));
  await user.paste('maria.lopez@example.com');
  await user.click(form.getByRole('button', { name: 'Find My Warranty' }));
}

describe('/warranty: how to pay the dues', { timeout: 60_000 }, () => {
  it("names the overdue and next dues, their total and the shop's transfer account to pay", async () => {
    // Fee paid; Feb 15 ($15) overdue; Mar 15 ($15) due.
    server.use(
      http.post(lookupUrl, () => HttpResponse.json(anEnrollment())),
      paymentOptionsHandler([zelle]),
    );
    await lookUp();
    const howToPay = await screen.findByRole('region', { name: 'How to pay' });
    const toPay = within(within(howToPay).getByRole('list', { name: 'Dues to pay now' })).getAllByRole(
      'listitem',
    );
    expect(toPay.map((due) => due.textContent)).toEqual([
      'Feb 15, 2026, monthly dueOverdue$15.00',
      'Mar 15, 2026, monthly dueDue$15.00',
    ]);
    expect(howToPay).toHaveTextContent('To pay now$30.00');
    const transfer = within(howToPay).getByRole('region', { name: 'Pay by transfer' });
    expect(transfer).toHaveTextContent(
      'Send exactly $30.00 to this account and quote IDL-P-7K3M9Q with the transfer.',
    );
    expect(within(transfer).getByText('Interdental Lab LLC')).toBeInTheDocument();
    expect(within(transfer).getByText('payments@interdentallab.com')).toBeInTheDocument();
    expect(within(transfer).getByText('Quote your reference in the memo.')).toBeInTheDocument();
    expect(howToPay).toHaveTextContent('shows as Paid in your dues schedule once the lab has recorded');
  });

  it('asks to contact the lab when the shop has no transfer account set', async () => {
    server.use(
      http.post(lookupUrl, () => HttpResponse.json(anEnrollment())),
      paymentOptionsHandler([]),
    );
    await lookUp();
    const howToPay = await screen.findByRole('region', { name: 'How to pay' });
    expect(howToPay).toHaveTextContent('To pay $30.00, contact the lab');
    expect(howToPay).toHaveTextContent('quote IDL-P-7K3M9Q');
    expect(within(howToPay).getByRole('link', { name: 'support@interdentallab.com' })).toHaveAttribute(
      'href',
      'mailto:support@interdentallab.com',
    );
    expect(within(howToPay).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(within(howToPay).queryByRole('region', { name: 'Pay by transfer' })).not.toBeInTheDocument();
  });

  it('says nothing about paying once every due is paid, and does not ask for the accounts', async () => {
    let asked = 0;
    const paid = anEnrollment().dues.map((due) => ({ ...due, status: 'paid' as const, paidOn: due.dueOn }));
    server.use(
      http.post(lookupUrl, () => HttpResponse.json(anEnrollment({ dues: paid }))),
      paymentOptionsHandler([zelle], () => (asked += 1)),
    );
    await lookUp();
    expect(await screen.findByRole('button', { name: 'Download Contract' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('Paid')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});

describe('/warranty: dues by card', { timeout: 60_000 }, () => {
  const cardUrl = '*/interdentallab/api/warranty/patient-enrollments/card-subscription';
  afterEach(() => vi.unstubAllGlobals());

  it('offers the card when the shop takes cards, and asks the server for the Stripe page', async () => {
    const asked: unknown[] = [];
    // jsdom cannot leave the page: the address it would go to is enough.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server.use(
      http.post(lookupUrl, () => HttpResponse.json(anEnrollment())),
      paymentOptionsHandler([zelle], () => {}, true),
      http.post(cardUrl, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' });
      }),
    );
    await lookUp();
    const card = await screen.findByRole('region', { name: 'Pay by card' });
    expect(card).toHaveTextContent('Pay $30.00 now');
    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'Pay by Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(asked).toEqual([{ reference: 'IDL-P-7K3M9Q', email: 'maria.lopez@example.com' }]);
  });

  it('without cards, offers the transfer only', async () => {
    server.use(
      http.post(lookupUrl, () => HttpResponse.json(anEnrollment())),
      paymentOptionsHandler([zelle]),
    );
    await lookUp();
    await screen.findByRole('region', { name: 'Pay by transfer' });
    expect(screen.queryByRole('region', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('a declined card: the look-up says so and links to the card update', async () => {
    const updateCardPath = '/interdentallab/api/warranty/card-portal?enrollmentId=7&token=abc123abc123';
    server.use(
      http.post(lookupUrl, () =>
        HttpResponse.json(
          anEnrollment({ card: { state: 'failing', failedOn: '2026-02-15', updateCardPath } }),
        ),
      ),
      paymentOptionsHandler([zelle], () => {}, true),
    );
    await lookUp();
    const card = await screen.findByRole('region', { name: 'Paying by card' });
    expect(card).toHaveTextContent('Your card was declined on Feb 15, 2026.');
    expect(within(card).getByRole('link', { name: 'Update Card' })).toHaveAttribute('href', updateCardPath);
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
  });
});

describe('/warranty: the contract', { timeout: 60_000 }, () => {
  const contractUrl = '*/interdentallab/api/warranty/patient-enrollments/contract';
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says why the contract could not be prepared; Download Contract asks again', async () => {
    // jsdom has no object URLs: the download is an address handed to a link.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:contract';
        static override revokeObjectURL = () => {};
      },
    );
    // Nor can it follow the download link: its click is where the download starts.
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.post(lookupUrl, () => HttpResponse.json(anEnrollment())),
      paymentOptionsHandler([zelle]),
      http.post(contractUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { code: 'INTERNAL_ERROR', message: 'The contract could not be prepared.' },
              { status: 500 },
            )
          : new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    await lookUp();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Download Contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The contract could not be prepared. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Download Contract' }));
    await waitFor(() => expect(download).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says once to try again when the server cannot be reached for the contract', async () => {
    server.use(
      http.post(lookupUrl, () => HttpResponse.json(anEnrollment())),
      paymentOptionsHandler([zelle]),
      http.post(contractUrl, () => HttpResponse.error()),
    );
    await lookUp();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Download Contract' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
  });
});
