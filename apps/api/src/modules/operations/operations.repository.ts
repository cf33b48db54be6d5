import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { OrderStatus } from '../../db/tables/commerce';

/** The only SQL of the operations area outside the mail queue: backup records and order counts. */
export function operationsRepository(db: Kysely<DB>) {
  return {
    async countOrders(status?: OrderStatus): Promise<number> {
      let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count'));
      if (status) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },
    lastBackup() {
      return db
        .selectFrom('backup_runs')
        .selectAll()
        .orderBy('finished_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async recordBackup(run: {
      started_at: string;
      finished_at: string;
      location: string;
      size_bytes: number;
    }) {
      await db.insertInto('backup_runs').values(run).execute();
    },
  };
}
