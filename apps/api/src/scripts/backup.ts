/**
 * `npm run backup`: one backup of the shop now, while it serves (uses DATA_DIR / DATABASE_URL and
 * the BACKUP_* settings like the server). Prints where the archive went and what it holds.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { takeBackup } from '../modules/backup/backup';

async function main() {
  // `npm run` starts workspace scripts in apps/api: DATA_DIR and the archive are relative to
  // where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const result = await takeBackup(config, database);
    const { counts, schemaVersion, checksum } = result.manifest;
    console.log(
      [
        `Backup written: ${result.location} (${result.sizeBytes} bytes)`,
        `Schema ${schemaVersion}; ${counts.orders} orders, ${counts.accounts} accounts, ${counts.enrolments} warranty enrolments`,
        `Checksum ${checksum}`,
      ].join('\n'),
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
