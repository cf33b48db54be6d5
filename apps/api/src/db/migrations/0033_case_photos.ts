import { dropTables, withId, type MigrationFactory } from './helpers';

/**
 * Photos of the cases' conversations: added by the office or the lab, then sent in a message. The
 * files live apart from the public uploads (`case-files`), named by `file_id`.
 */
export const casePhotosMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('case_photos'), kind)
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      // Null until the photo is sent in a message.
      .addColumn('message_id', 'integer', (c) => c.references('case_messages.id').onDelete('cascade'))
      .addColumn('file_id', 'text', (c) => c.notNull().unique())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('case_photos_message_idx')
      .on('case_photos')
      .columns(['message_id', 'id'])
      .execute();
    await db.schema
      .createIndex('case_photos_case_uploader_idx')
      .on('case_photos')
      .columns(['case_id', 'uploaded_by'])
      .execute();
  },
  async down(db) {
    await dropTables(db, ['case_photos']);
  },
});
