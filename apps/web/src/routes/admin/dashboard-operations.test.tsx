import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { setUpAdminTests } from './test/setup-admin-tests';
import { api, failure, makeDashboard } from '../../test/admin-data';

setUpAdminTests();
describe('/admin/dashboard: backups and e-mail', () => {
  it('shows the last backup and the e-mails that could not be sent, and sends one again', async () => {
    let failedMessages = [
      {
        id: 7,
        to: 'ana@example.com',
        subject: 'Your order #1042 has shipped',
        attempts: 19,
        reason: 'Mail command failed: 451 Mailbox busy',
        queuedAt: '2026-11-22T08:00:00.000Z',
        failedAt: '2026-11-23T08:05:00.000Z',
      },
    ];
    const resent: string[] = [];
    server.use(
      http.get(api('/api/admin/dashboard'), () => HttpResponse.json(makeDashboard())),
      http.get(api('/api/admin/operations'), () =>
        HttpResponse.json({
          lastBackup: {
            finishedAt: new Date(Date.now() - 3_600_000).toISOString(),
            location: '/data/backups/x.tar.gz',
            sizeBytes: 1000,
          },
          backupIntervalHours: 24,
          mail: { waiting: 2, failed: failedMessages.length, failedMessages },
        }),
      ),
      http.post(api('/api/admin/operations/mail/:mailId/resend'), ({ params }) => {
        resent.push(String(params.mailId));
        failedMessages = [];
        return HttpResponse.json({ status: 'queued' });
      }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Up to date')).toBeInTheDocument();
    expect(screen.getByText('Mail command failed: 451 Mailbox busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Again' }));
    await waitFor(() => expect(resent).toEqual(['7']));
    expect(await screen.findByText('The e-mail is queued and will be sent again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send Again' })).toBeNull());
  });

  it('says why the status could not be loaded, and Try Again loads it', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/admin/dashboard'), () => HttpResponse.json(makeDashboard())),
      http.get(api('/api/admin/operations'), () => {
        calls += 1;
        return calls === 1
          ? failure()
          : HttpResponse.json({
              lastBackup: null,
              backupIntervalHours: 24,
              mail: { waiting: 0, failed: 0, failedMessages: [] },
            });
      }),
    );
    renderApp('/admin/dashboard');
    const panel = await screen.findByRole('region', { name: 'Backups and e-mail' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The server is having a moment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText('No backup yet')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says plainly when no backup was ever taken', async () => {
    server.use(http.get(api('/api/admin/dashboard'), () => HttpResponse.json(makeDashboard())));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
  });
});
