import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { scheduleBackups } from './modules/backup/backup-schedule';
import { seedDemoCatalogue } from './modules/demo-catalogue/demo-catalogue';
import { createStorage } from './modules/uploads/storage';
import { ensureAdmin } from './modules/users/admin-bootstrap';

async function main() {
  // The server renders pages with React (modules/seo/server-render.ts): without NODE_ENV, React's
  // development build renders at twice the CPU. A server started as it ships is in production.
  process.env.NODE_ENV ??= 'production';
  // Everything the server creates in DATA_DIR (database, WAL, secrets, uploads, outbox) is private to its user.
  process.umask(0o077);
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.kind);
  const app = await buildApp({ config, database });
  // Start-up work runs on the shop's one Deps object, before the server listens.
  const admin = await ensureAdmin(app.deps);
  const demoProducts = config.seedDemo ? await seedDemoCatalogue(app.deps, createStorage(config)) : 0;
  const stopBackups = scheduleBackups(app.deps);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    stopBackups();
    await app.close();
    await database.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Interdental Lab shop is running at http://${shown}:${config.port}`];
  lines.push(`API docs: http://${shown}:${config.port}/interdentallab/docs  (database: ${database.kind})`);
  if (demoProducts > 0)
    lines.push(`Demo catalogue added: ${demoProducts} products (SEED_DEMO=false skips it)`);
  if (admin?.generatedPassword) {
    lines.push(
      `Administrator created: ${admin.email} / ${admin.generatedPassword}  (shown once; keep it safe)`,
    );
  } else if (admin) {
    lines.push(`Administrator: ${admin.email} (password from ADMIN_PASSWORD)`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
