import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { companyDateTime, DEFAULT_COMPANY_TIME_ZONE } from './platform/context/company-time.ts';
import { createFileStore } from './platform/files/file-store.ts';
import { shutdownTelemetry } from './platform/telemetry/telemetry-shutdown.ts';
import { seedDemoDataIfEmpty } from './seed/demo-seed.ts';

const config = loadConfig();
const webDist =
  config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
await migrateDatabase(database);
const seedFiles = createFileStore(path.join(config.dataDir, 'files'));
await seedDemoDataIfEmpty(database.db, {
  files: seedFiles,
  today: companyDateTime(new Date(), DEFAULT_COMPANY_TIME_ZONE).date,
});
await seedFiles.close();

const app = await buildApp({ config: { ...config, webDist }, database });
app.addHook('onClose', () => database.close());
app.addHook('onClose', shutdownTelemetry);

// Stop taking new connections, finish the requests in flight, then close the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
