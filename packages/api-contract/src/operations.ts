import { z } from 'zod';
import { API_PREFIX } from './paths';
import { recordIdSchema } from './record-id';

export const operationsPaths = {
  /** Readiness: 200 when the database answers and no migration is pending, else 503. */
  ready: `${API_PREFIX}/ready`,
  /** Prometheus metrics, for administrators or the METRICS_TOKEN bearer. */
  metrics: `${API_PREFIX}/metrics`,
  operations: `${API_PREFIX}/api/admin/operations`,
  resendMail: `${API_PREFIX}/api/admin/operations/mail/{mailId}/resend`,
} as const;

export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'unavailable']),
    database: z.enum(['up', 'down']),
    pendingMigrations: z.number().int().describe('Migrations not yet applied (0 when ready)'),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readinessSchema>;

export const failedMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  reason: z.string().describe('What the mail server answered at the last attempt'),
  queuedAt: z.string().describe('When it was queued (ISO-8601)'),
  failedAt: z.string().describe('When it was given up (ISO-8601)'),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const operationsStatusSchema = z
  .object({
    lastBackup: z
      .object({
        finishedAt: z.string().describe('ISO-8601'),
        location: z.string().describe('Archive file or s3:// address'),
        sizeBytes: z.number().int(),
      })
      .nullable()
      .describe('The newest backup, or null when none was ever taken'),
    backupIntervalHours: z.number().describe('BACKUP_INTERVAL_HOURS; 0 when the server takes none itself'),
    mail: z.object({
      waiting: z.number().int().describe('Messages queued or being retried'),
      failed: z.number().int().describe('Messages given up after a day of attempts'),
      failedMessages: z.array(failedMailSchema).describe('The 50 newest failed messages'),
    }),
  })
  .meta({ id: 'OperationsStatus' });
export type OperationsStatus = z.infer<typeof operationsStatusSchema>;

export const resendMailParamsSchema = z.object({ mailId: recordIdSchema });
