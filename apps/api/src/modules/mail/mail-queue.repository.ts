import type { Kysely, Updateable } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import type { MailQueueTable } from '../../db/tables/ops';
import type { MailMessage } from '../../lib/mailer';

/** The only SQL of the mail queue. `db` may be a transaction, so a message joins its cause. */
export function mailQueueRepository(db: Kysely<DB>, kind: DatabaseKind) {
  /**
   * Ends this instance's claim on a message with its outcome; a claim another instance took over
   * (this one held it too long) is left alone.
   */
  const release = (id: number, instance: string, outcome: Updateable<MailQueueTable>) =>
    db
      .updateTable('mail_queue')
      .set({ ...outcome, claimed_until: null })
      .where('id', '=', id)
      .where('claimed_by', '=', instance)
      .execute();

  return {
    async insert(message: MailMessage, now: string): Promise<number> {
      const row = await db
        .insertInto('mail_queue')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          next_attempt_at: now,
          queued_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Takes one message for this instance, unless another instance (or a pass) already has. */
    claimOne(id: number, until: string, instance: string) {
      return db
        .updateTable('mail_queue')
        .set((eb) => ({
          status: 'sending',
          claimed_by: instance,
          claimed_until: until,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Takes up to `limit` due messages for this instance until `until`, in one statement, so two
     * instances never take the same one (PostgreSQL: rows locked by another are skipped). A message
     * whose claim ran out (its instance died mid-send) is due again.
     */
    claimDue(now: string, until: string, instance: string, limit: number) {
      return db
        .updateTable('mail_queue')
        .set((eb) => ({
          status: 'sending',
          claimed_by: instance,
          claimed_until: until,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', (eb) => {
          const due = eb
            .selectFrom('mail_queue')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', now)]),
                w.and([w('status', '=', 'sending'), w('claimed_until', '<=', now)]),
              ]),
            )
            .orderBy('id')
            .limit(limit);
          return kind === 'postgres' ? due.forUpdate().skipLocked() : due;
        })
        .returningAll()
        .execute();
    },

    markSent(id: number, instance: string, now: string) {
      return release(id, instance, { status: 'sent', sent_at: now, last_error: null });
    },

    retryLater(id: number, instance: string, nextAttemptAt: string, error: string) {
      return release(id, instance, { status: 'pending', next_attempt_at: nextAttemptAt, last_error: error });
    },

    markFailed(id: number, instance: string, now: string, error: string) {
      return release(id, instance, { status: 'failed', failed_at: now, last_error: error });
    },

    listFailed(limit: number) {
      return db
        .selectFrom('mail_queue')
        .select(['id', 'to_address', 'subject', 'attempts', 'last_error', 'queued_at', 'failed_at'])
        .where('status', '=', 'failed')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A failed message goes back to the queue, with a fresh day of attempts. */
    async resend(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('mail_queue')
        .set({
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          queued_at: now,
          failed_at: null,
          claimed_by: null,
          claimed_until: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async counts() {
      const rows = await db
        .selectFrom('mail_queue')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('status', '!=', 'sent')
        .groupBy('status')
        .execute();
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: count('pending') + count('sending'), failed: count('failed') };
    },
  };
}
