import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { serveEmbeddedDumps } from './backup/embedded-dump.ts';
import { openDatabase } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { configOrExit } from './platform/settings/config-or-exit.ts';
import { shutdownTelemetry } from './platform/telemetry/telemetry-shutdown.ts';
import { seedDemoIfAsked } from './seed/demo-on-start.ts';

const config = configOrExit();
const webDist =
  config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
await migrateDatabase(database);
const demo = await seedDemoIfAsked(database.db, config);

const app = await buildApp({ config: { ...config, webDist }, database });
const backups = await serveEmbeddedDumps(database, config.dataDir);
app.addHook('onClose', () => backups.close());
app.addHook('onClose', () => database.close());
app.addHook('onClose', shutdownTelemetry);
if (demo === 'seeded') app.log.info('demo company seeded (QUADRO_DEMO=true)');
if (demo === 'nobody-yet') {
  app.log.warn(
    'no people yet: create the first administrator with `npm run admin -- create-admin --email … --name …`',
  );
}

// Stop taking new connections, finish the requests in flight, then close the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      // Said before exiting, so a stop that hangs names itself in the log (the production smoke).
      app.log.error({ signal }, 'shutdown took over 10 s: exiting');
      process.exit(1);
    }, 10_000);
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
