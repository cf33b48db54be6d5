import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { api, failure } from '../../test/admin-data';
import { setUpAdminTests } from './test/setup-admin-tests';

setUpAdminTests();
describe('/admin/settings', () => {
  it('says why the payment details could not be loaded, and Try Again loads them', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/admin/settings/payment'), () => {
        calls += 1;
        return calls === 1
          ? failure()
          : HttpResponse.json({
              transferMethods: [
                {
                  name: 'Zelle',
                  payeeName: 'Interdental Lab LLC',
                  account: 'payments@interdentallab.com',
                  instructions: '',
                },
              ],
            });
      }),
    );
    renderApp('/admin/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is having a moment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Zelle' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
