import type { Generated } from 'kysely';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While `sending`: the instance holding it may send until then; afterwards another may. */
  claimed_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  /** When it entered the queue (again, after a resend): it fails a day after that. */
  queued_at: string;
  sent_at: string | null;
  failed_at: string | null;
}

export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  /** File path or s3://bucket/key of the archive. */
  location: string;
  size_bytes: number;
}

export interface OpsTables {
  mail_queue: MailQueueTable;
  backup_runs: BackupRunsTable;
}
