import { loadDrizzleAsCommonJs } from './drizzle-as-commonjs.ts';
import { configOrExit } from './platform/settings/config-or-exit.ts';

// Wrong settings stop the start before the app's modules load (seconds on a busy machine).
configOrExit();
// Tracing patches http, fastify and pg as they load, so it starts first; unset, nothing of it loads.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  await import('./platform/telemetry/start-telemetry.ts');
}
// Before anything imports drizzle-orm: server.ts and all it imports load after this line.
loadDrizzleAsCommonJs();
await import('./server.ts');
