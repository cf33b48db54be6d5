import { dropTables, withId, type MigrationFactory } from './helpers';

export const accountsMigration: MigrationFactory = (kind) => ({
  async up(db) {
    // Password-reset links: only a SHA-256 of the token is kept, so a leaked database cannot reset anyone.
    await withId(db.schema.createTable('password_reset_tokens'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_idx')
      .on('password_reset_tokens')
      .columns(['user_id'])
      .execute();
    // The admin list filters by status and sorts newest first.
    await db.schema
      .createIndex('users_status_created_idx')
      .on('users')
      .columns(['status', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('users_status_created_idx').ifExists().execute();
    await dropTables(db, ['password_reset_tokens']);
  },
});
