import { dropTables, withId, type MigrationFactory } from './helpers';

/**
 * Sessions as records, so a token can be ended before it expires (sign-out, password change,
 * deactivation), e-mail changes that wait for a link sent to the new address, and the fingerprint
 * of the request behind an order's Idempotency-Key.
 */
export const securityMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('sessions'), kind)
      // Random, unguessable; the access token names it (claim `sid`).
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id']).execute();

    // Only a SHA-256 of the link's token is kept, as for password resets.
    await withId(db.schema.createTable('email_changes'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('email_changes_user_idx').on('email_changes').columns(['user_id']).execute();

    // What the request that first used an Idempotency-Key asked for, so a different one reusing it is refused.
    await db.schema.alterTable('orders').addColumn('idempotency_fingerprint', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('orders').dropColumn('idempotency_fingerprint').execute();
    await dropTables(db, ['email_changes', 'sessions']);
  },
});
