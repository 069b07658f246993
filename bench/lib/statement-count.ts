/**
 * What a piece of work costs the API in database statements, read from its /metrics:
 * `quadro_db_statements_total` is every statement the server's database handle sent since it
 * started. A scrape reads the counter before its own queries (the outbox, the job runs), so those
 * land in the next reading: as many back-to-back scrapes as pieces of work measure them, and the
 * least is taken off each piece. The server's tickers (mail, jobs, session revocations, parameters)
 * send statements at any moment, so a reading is the work's own or more: its caller keeps the least.
 */
import { BENCH_METRICS_TOKEN } from './metrics-token.ts';
import type { ServerProcess } from './processes.ts';

const COUNTER_LINE = /^quadro_db_statements_total (\S+)$/m;

/** The server's statement counter now. */
async function statementTotal(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  const text = await response.text();
  const total = Number(COUNTER_LINE.exec(text)?.[1]);
  if (!response.ok || !Number.isInteger(total)) {
    throw new Error(`/metrics answered ${response.status} without quadro_db_statements_total`);
  }
  return total;
}

async function statementsAround(server: ServerProcess, work: () => Promise<unknown>) {
  const before = await statementTotal(server);
  await work();
  return (await statementTotal(server)) - before;
}

/**
 * The statements each piece of work cost, one after the other, the scrapes' own taken off; a
 * ticker's may be in any of them.
 */
export async function statementsOf(
  server: ServerProcess,
  works: ReadonlyArray<() => Promise<unknown>>,
): Promise<number[]> {
  const scrapes: number[] = [];
  for (let index = 0; index < works.length; index += 1) {
    scrapes.push(await statementsAround(server, async () => undefined));
  }
  const scrape = Math.min(...scrapes);
  const counts: number[] = [];
  for (const work of works) counts.push((await statementsAround(server, work)) - scrape);
  return counts;
}
