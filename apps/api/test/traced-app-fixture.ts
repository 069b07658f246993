import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { startTelemetry } from '../src/platform/telemetry/telemetry-sdk.ts';

/**
 * Run as a child process by telemetry.test.ts: global instrumentation would reach every other test
 * file of a shard's process. Starts tracing into memory, then loads the app (as main.ts loads the
 * server, after the SDK), serves two requests over a real socket (the HTTP instrumentation watches
 * sockets, not app.inject) and prints the finished spans as one line of JSON.
 */
const exporter = new InMemorySpanExporter();
const processor = new SimpleSpanProcessor({ exporter });
const sdk = startTelemetry([processor]);

const { loadDrizzleAsCommonJs } = await import('../src/drizzle-as-commonjs.ts');
loadDrizzleAsCommonJs();
const { buildApp } = await import('../src/app.ts');
const { testConfig } = await import('./test-config.ts');
const { openTestDatabase } = await import('./test-database.ts');

const database = await openTestDatabase();
const config = testConfig({
  QUADRO_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'quadro-traced-')),
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ config, database, logger: false, runJobs: false });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
await processor.forceFlush();
exporter.reset();

// A route with a parameter (answered 401: no token) and one that asks the database.
const statuses: number[] = [];
for (const url of [`/api/people/${randomUUID()}`, '/health']) {
  const response = await fetch(`${baseUrl}${url}`);
  await response.arrayBuffer();
  statuses.push(response.status);
}
await app.close();
await database.close();
await processor.forceFlush();

const spans = exporter.getFinishedSpans().map((span) => ({
  name: span.name,
  kind: span.kind,
  scope: span.instrumentationScope.name,
  attributes: span.attributes,
  resource: span.resource.attributes,
}));
process.stdout.write(`${JSON.stringify({ statuses, spans })}\n`);
await sdk.shutdown();
