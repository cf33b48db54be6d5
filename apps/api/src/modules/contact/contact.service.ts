import { sitePaths, type ContactMessage, type contactMessageRequestSchema } from '@idl/api-contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { SHOP_NAME } from '../../lib/mailer';
import { notifier } from '../notifications/notifications.service';
import { contactRepository, type ContactMessageRow } from './contact.repository';

type ContactInput = z.output<typeof contactMessageRequestSchema>;

const toView = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  message: row.message,
  receivedAt: row.received_at,
  handledAt: row.handled_at,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function contactService(deps: Deps) {
  const repo = contactRepository(deps.database.db);
  return {
    /** Stores the message, then forwards it to the shop's mailbox (a mail failure is only logged). */
    async receive(input: ContactInput) {
      const row = await repo.insert({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        message: input.message,
        received_at: deps.now().toISOString(),
      });
      await notifier(deps.database.db, deps.now).toAdmins({
        type: 'contact_message',
        title: 'New contact message',
        message: `${row.first_name} ${row.last_name} (${row.email}) wrote to the shop.`,
        link: sitePaths.admin.messages,
      });
      const from = `${row.first_name} ${row.last_name} <${row.email}>`;
      try {
        await deps.mailer.send({
          to: deps.config.shopEmail,
          subject: `${SHOP_NAME} contact message #${row.id} from ${row.first_name} ${row.last_name}`,
          text: `From: ${from}\n\n${row.message}\n`,
          html: `<p>From: ${escapeHtml(from)}</p><p style="white-space:pre-wrap">${escapeHtml(row.message)}</p>`,
        });
      } catch (error) {
        deps.log.error({ err: error, messageId: row.id }, 'contact message e-mail failed');
      }
      return { id: row.id, receivedAt: row.received_at };
    },
    async list(page: number, size: number) {
      const { rows, total } = await repo.list(page, size);
      return { items: rows.map(toView), total, page, size };
    },
    /** Marking an already handled message again keeps its first handling time. */
    async markHandled(id: number) {
      const existing = await repo.findById(id);
      if (!existing) throw notFound('The message');
      const updated = await repo.markHandled(id, deps.now().toISOString());
      return toView(updated ?? existing);
    },
  };
}
