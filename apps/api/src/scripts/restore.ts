/**
 * `npm run restore -- <archive> [--force]`: restores a backup archive (a file, or s3://bucket/key)
 * into DATA_DIR or the DATABASE_URL database. Refuses a damaged archive, one from a newer version,
 * and a place that already holds a shop unless --force.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup, RestoreRefused } from '../modules/backup/restore';

async function main() {
  // `npm run` starts workspace scripts in apps/api: DATA_DIR and the archive are relative to
  // where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const archive = positionals[0];
  if (!archive || positionals.length > 1) {
    console.error('Usage: npm run restore -- <archive.tar.gz | s3://bucket/key> [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const source = archive.startsWith('s3://') ? archive : path.resolve(archive);
  const { manifest, migrated } = await restoreBackup(config, source, { force: values.force });
  const { counts } = manifest;
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
      `${counts.orders} orders, ${counts.accounts} accounts, ${counts.enrolments} warranty enrolments`,
      migrated.length > 0
        ? `Schema brought from ${manifest.schemaVersion} up to date: ${migrated.join(', ')}`
        : `Schema ${manifest.schemaVersion}, up to date`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof RestoreRefused) console.error(`Restore refused: ${error.message}`);
  else console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
