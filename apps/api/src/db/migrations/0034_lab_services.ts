import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * A product may be a lab service: the restoration it makes and its turnaround in working days (both
 * null for a product sold in the cart). A case keeps the rush surcharge it was priced with.
 */
export const labServicesMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable('products')
      .addColumn('lab_service_kind', 'text', (c) =>
        c.check(sql`lab_service_kind in ('crown', 'veneer', 'inlay_onlay', 'implant_crown', 'bridge')`),
      )
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('lab_turnaround_days', 'integer', (c) => c.check(sql`lab_turnaround_days between 1 and 60`))
      .execute();
    await db.schema
      .alterTable('cases')
      .addColumn('rush_surcharge_cents', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`rush_surcharge_cents >= 0`),
      )
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('cases').dropColumn('rush_surcharge_cents').execute();
    await db.schema.alterTable('products').dropColumn('lab_turnaround_days').execute();
    await db.schema.alterTable('products').dropColumn('lab_service_kind').execute();
  },
});
