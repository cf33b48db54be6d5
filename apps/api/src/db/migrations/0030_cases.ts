import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

const stages = sql`('received', 'design', 'milling_printing', 'finishing', 'quality_check', 'shipped', 'delivered')`;

/** Cases sent by dentist offices, with their prescription, price, stage and timeline of moves. */
export const casesMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('cases'), kind)
      .addColumn('office_id', 'integer', (c) => c.notNull().references('dental_offices.id'))
      .addColumn('sent_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('dentist_id', 'integer', (c) => c.notNull().references('office_dentists.id'))
      // A product the catalogue deletes leaves its cases with the name they were sent with.
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('patient_reference', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('crown', 'veneer', 'inlay_onlay', 'implant_crown', 'bridge')`),
      )
      .addColumn('teeth', 'text', (c) => c.notNull())
      .addColumn('material', 'text', (c) => c.notNull())
      .addColumn('shade_system', 'text', (c) =>
        c.notNull().check(sql`shade_system in ('vita_classical', 'vita_3d_master')`),
      )
      .addColumn('shade', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('rush', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('received_on', 'text', (c) => c.notNull())
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
      .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
      .addColumn('stage', 'text', (c) =>
        c
          .notNull()
          .defaultTo('received')
          .check(sql`stage in ${stages}`),
      )
      .addColumn('hold_question', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cases_office_created_idx')
      .on('cases')
      .columns(['office_id', 'created_at'])
      .execute();
    await db.schema.createIndex('cases_stage_due_idx').on('cases').columns(['stage', 'due_on']).execute();

    await withId(db.schema.createTable('case_events'), kind)
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('received', 'advanced', 'held', 'resumed')`),
      )
      .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ${stages}`))
      .addColumn('note', 'text')
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('case_events_case_idx')
      .on('case_events')
      .columns(['case_id', 'id'])
      .execute();
  },
  async down(db) {
    await dropTables(db, ['case_events', 'cases']);
  },
});
