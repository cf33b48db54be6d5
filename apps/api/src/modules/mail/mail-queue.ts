import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { MailQueueTable } from '../../db/tables/ops';
import type { MailMessage, Mailer } from '../../lib/mailer';
import { mailQueueRepository } from './mail-queue.repository';

/** A message SMTP keeps refusing is given up (marked failed, with the reason) after this long. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long one instance may hold a message it is sending before another may take it. */
const CLAIM_MS = 10 * 60 * 1000;
const BATCH = 20;

/** Waits between attempts: 30 s, 1 min, 2 min, ... up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export interface MailQueue extends Mailer {
  /** Stores the message in `trx`, so it is sent if and only if what caused it commits. */
  enqueue(trx: Kysely<DB> | Transaction<DB>, message: MailMessage): Promise<void>;
  start(): void;
  /**
   * Sends what is due now, without waiting: call it once the transaction that enqueued a message
   * has committed (otherwise the worker finds the message within a few seconds anyway).
   */
  kick(): void;
  /** Stops polling and waits for the messages being sent. */
  stop(): Promise<void>;
  /** Sends every message due now; resolves when done (tests, and after an enqueue). */
  drain(): Promise<void>;
}

export interface MailQueueOptions {
  database: Database;
  /** What actually delivers a message (SMTP or the outbox folder). */
  transport: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  pollMs?: number;
}

/**
 * The durable mail queue: `send` and `enqueue` store the message in the database and a worker
 * delivers it, retrying with backoff; several instances share the table and claim rows
 * atomically, so each message is sent once.
 */
export function createMailQueue({
  database,
  transport,
  log,
  now,
  pollMs = 2000,
}: MailQueueOptions): MailQueue {
  const instance = randomUUID();
  const repo = () => mailQueueRepository(database.db, database.kind);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(row: Selectable<MailQueueTable>) {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await repo().markSent(row.id, instance, now().toISOString());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const at = now();
      if (at.getTime() - Date.parse(row.queued_at) >= GIVE_UP_AFTER_MS) {
        log.error({ mailId: row.id, to: row.to_address, reason }, 'e-mail given up after a day of attempts');
        await repo().markFailed(row.id, instance, at.toISOString(), reason);
      } else {
        const next = new Date(at.getTime() + retryDelayMs(row.attempts)).toISOString();
        log.warn({ mailId: row.id, to: row.to_address, reason, next }, 'e-mail not sent; will retry');
        await repo().retryLater(row.id, instance, next, reason);
      }
    }
  }

  async function sendDue() {
    for (;;) {
      const at = now();
      const claimed = await repo().claimDue(
        at.toISOString(),
        new Date(at.getTime() + CLAIM_MS).toISOString(),
        instance,
        BATCH,
      );
      for (const row of claimed) await deliver(row);
      if (claimed.length < BATCH) return;
    }
  }

  /** One pass at a time; a request for another while one runs makes it run once more. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDue();
        } catch (error) {
          // The database may be away for a moment; the next poll tries again.
          log.warn({ err: error }, 'mail queue pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void drain().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  /** After a commit the message is visible: send it soon rather than at the next poll. */
  function kickSoon() {
    if (stopped) return;
    setTimeout(() => void drain(), 10).unref();
  }

  return {
    /**
     * Stores the message, then makes the first attempt at once, so a caller that awaits it finds
     * the message delivered when the mail server accepts; a refusal is kept for the next retry
     * and never thrown.
     */
    async send(message) {
      const at = now();
      const id = await repo().insert(message, at.toISOString());
      if (stopped) return;
      try {
        const row = await repo().claimOne(id, new Date(at.getTime() + CLAIM_MS).toISOString(), instance);
        if (row) await deliver(row);
      } catch (error) {
        log.warn({ err: error, mailId: id }, 'e-mail queued; the worker will send it');
      }
    },
    async enqueue(trx, message) {
      await mailQueueRepository(trx, database.kind).insert(message, now().toISOString());
      kickSoon();
    },
    kick() {
      if (!stopped) void drain();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      kickSoon();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    drain,
  };
}
