import { endpointKey } from '@quadro/contract/endpoint';
import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { type BenchDomain, type BenchRun, budgetGoal } from '../lib/bench-domain.ts';
import { contractCall } from '../lib/contract-call.ts';
import type { Engine, Goal } from '../lib/report.ts';
import { statementsOf } from '../lib/statement-count.ts';

const SEND = KILOMETRE_MAPS_ENDPOINTS.sendKilometreMonths;

/** The name BENCH_ENDPOINTS selects this entry by. */
export const SEND_STATEMENTS_ENTRY = `${endpointKey(SEND)} (statements)`;

/** Months sent at once: the send's fixed statements, and what each month adds. */
const MONTHS_PER_SEND = [1, 5] as const;
/**
 * Sends of each size: the server's tickers (parameters, session revocations, mail) add statements
 * to many of them on a busy machine; the least is the send's own.
 */
const SENDS = 10;
/**
 * Issue 40: the sign-in check, the year's rules, the people, the mails and the six reads of the
 * answer's year state, then two a month (its move and its audit row). 24 + 6N before.
 */
const FIXED_STATEMENTS = 24;
const STATEMENTS_PER_MONTH = 2;
/** The send's transaction: Drizzle sends `begin` and `commit` to PostgreSQL; PGlite runs its own. */
const TRANSACTION_STATEMENTS: Record<Engine, number> = { pglite: 0, postgres: 2 };
/** Each month's value: within any monthly cap, twelve of them within a year's dislocation. */
const MONTH_VALUE = '10.00';

const measured: Array<{ engine: Engine; months: number; counts: number[] }> = [];

const budgetOf = (engine: Engine, months: number) =>
  FIXED_STATEMENTS + TRANSACTION_STATEMENTS[engine] + STATEMENTS_PER_MONTH * months;

/**
 * Whether none of `year`'s months was sent yet: a kept database (BENCH_PG_DATABASE) holds the
 * months an earlier run sent, and a month sent again would move nothing.
 */
async function isUnsent(bench: BenchRun, year: number): Promise<boolean> {
  const state = await contractCall(
    bench.ours.baseUrl,
    TRAVELS_ENDPOINTS.travelState,
    { query: { year } },
    bench.employee.headers,
  );
  return state.employeeKilometresMap.months.every((month) => month.status === 'PendingSubmission');
}

/**
 * The months of every send, the largest first: each send a run of months of one year, in years
 * after this one (always open to send) and not sent in yet.
 */
async function plannedSends(bench: BenchRun): Promise<Map<number, string[][]>> {
  const sends = new Map(MONTHS_PER_SEND.map((size): [number, string[][]] => [size, []]));
  let year = new Date().getUTCFullYear();
  let nextMonth = 13;
  for (const size of [...MONTHS_PER_SEND].sort((a, b) => b - a)) {
    for (let send = 0; send < SENDS; send += 1) {
      if (nextMonth + size > 13) {
        do {
          year += 1;
        } while (!(await isUnsent(bench, year)));
        nextMonth = 1;
      }
      const months = Array.from(
        { length: size },
        (_, index) => `${year}-${String(nextMonth + index).padStart(2, '0')}`,
      );
      sends.get(size)?.push(months);
      nextMonth += size;
    }
  }
  return sends;
}

/** Saves every month to send with a value, one save a year. */
async function saveMonths(bench: BenchRun, months: readonly string[]): Promise<void> {
  const years = new Set(months.map((month) => Number(month.slice(0, 4))));
  for (const year of years) {
    await contractCall(
      bench.ours.baseUrl,
      KILOMETRE_MAPS_ENDPOINTS.saveKilometreMap,
      {
        body: {
          year,
          months: months
            .filter((month) => month.startsWith(`${year}-`))
            .map((month) => ({ month, value: MONTH_VALUE })),
        },
      },
      bench.employee.headers,
    );
  }
}

/** Sends `months` through the route and checks its answer holds them sent. */
async function send(bench: BenchRun, months: readonly string[]): Promise<void> {
  const answer = await contractCall(
    bench.ours.baseUrl,
    SEND,
    { body: { months: [...months] } },
    bench.employee.headers,
  );
  const sent = answer.state.employeeKilometresMap.months.filter(
    (month) => months.includes(month.month) && month.status === 'PendingApproval',
  );
  if (sent.length !== months.length) {
    throw new Error(`${SEND_STATEMENTS_ENTRY}: ${months.join(', ')} not all sent`);
  }
}

/**
 * The statements a kilometre-month send costs the API (issue 40 §1 and §3): employee@example.com
 * sends months of the coming years through the real route, one month at a time and five at a
 * time, and the API's own counter is read around each send (bench/lib/statement-count.ts).
 * Runs after every other domain: on PGlite the bare server reads a copy of the database taken
 * before, which would not hold these months.
 */
export const kilometreMapsBench: BenchDomain = {
  name: 'kilometre-maps',
  async entries(bench) {
    if (!bench.measured(SEND_STATEMENTS_ENTRY)) return;
    const sends = await plannedSends(bench);
    await saveMonths(bench, [...sends.values()].flat(2));
    for (const [months, planned] of sends) {
      console.log(`${bench.engine}: ${SEND_STATEMENTS_ENTRY}, ${months} month(s), ${SENDS} sends`);
      const counts = await bench.withOutput(
        bench.ours,
        statementsOf(
          bench.ours,
          planned.map((batch) => () => send(bench, batch)),
        ),
      );
      console.log(`  ${counts.join(', ')} statements`);
      measured.push({ engine: bench.engine, months, counts });
    }
  },
  budgets: () => sendStatementGoals(),
};

/** Per engine measured and months sent: the least count against its budget. */
function sendStatementGoals(): Goal[] {
  return MONTHS_PER_SEND.flatMap((months) => {
    const results = measured.filter((result) => result.months === months);
    return (results.length > 0 ? results : [undefined]).map((result) => {
      const engine = result?.engine ?? 'postgres';
      return budgetGoal(
        `${SEND_STATEMENTS_ENTRY} of ${months} month(s) on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: the least of ${SENDS} sends`,
        result && Math.min(...result.counts),
        budgetOf(engine, months),
        'statements',
        result ? ` (each: ${result.counts.join(', ')})` : '',
      );
    });
  });
}
