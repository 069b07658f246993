/**
 * The API's start-up on a database that is already there (migrated and seeded): from spawning
 * `npm run serve` to the first 200 of GET /health, three times per engine, the best kept (a start
 * is slowed by whatever else the machine does, never sped up). Measured after the engine's entries,
 * once the first server has stopped, so the files and the database are warm as on a restart.
 */
import type { ServerProcess } from './processes.ts';
import type { Engine, Goal } from './report.ts';

/** The name BENCH_ENDPOINTS selects this entry by. */
export const START_UP_ENTRY = 'API start-up';
/** Issue 21: `npm run serve` on an existing embedded database was 6 s. */
export const START_UP_BUDGET_SECONDS = 3;

const results: Array<{ engine: Engine; seconds: number[] }> = [];

export async function measureStartUp(
  engine: Engine,
  start: () => Promise<ServerProcess>,
  options: { attempts: number; log: (message: string) => void },
): Promise<void> {
  const seconds: number[] = [];
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    const started = performance.now();
    const server = await start();
    seconds.push((performance.now() - started) / 1000);
    await server.stop();
  }
  results.push({ engine, seconds });
  options.log(
    `${engine}: ${START_UP_ENTRY} ${seconds.map((value) => value.toFixed(2)).join(' s, ')} s`,
  );
}

export function startUpGoals(engines: readonly Engine[]): Goal[] {
  return engines.map((engine) => {
    const result = results.find((entry) => entry.engine === engine);
    const best = result ? Math.min(...result.seconds) : undefined;
    return {
      name: `${START_UP_ENTRY} on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: npm run serve on an existing database until GET /health answers (best of three; one in a smoke run)`,
      target: `≤ ${START_UP_BUDGET_SECONDS} s`,
      actual: best === undefined ? 'not measured' : `${best.toFixed(2)} s`,
      pass: best === undefined ? null : best <= START_UP_BUDGET_SECONDS,
    };
  });
}
