import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { cpuTicks, readMemory, waitForIdle } from './processes.ts';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The server process whose memory is sampled. */
  pid: number;
  /** Processes that must be idle before each run (the other servers of the comparison). */
  quietPids?: number[];
  connections: number;
  durationSeconds: number;
  /**
   * A number of requests to send instead of loading for durationSeconds: a smoke run only checks
   * that the entry answers, and a second of load per entry was most of its time.
   */
  requests?: number;
  warmupSeconds: number;
  timeoutSeconds: number;
  /** The status every answer should have: 2xx unless set (304 for a revalidation). */
  expectedStatus?: number;
  /**
   * Waits for idle servers before the run and reads RSS a second after it (the default). A smoke
   * run skips both: it checks that the entry answers, its numbers mean nothing.
   */
  settle?: boolean;
}

export interface Measurement {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Answers with another status than expected (not 2xx, or not `expectedStatus`). */
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * Server CPU time (user + system, all threads) per answered request, in milliseconds: unlike
   * req/s it barely moves when other processes compete for the cores.
   */
  cpuMsPerRequest: number;
  /** Highest RSS sampled (every 250 ms) during the measured run, bytes. */
  rssPeak: number;
  /** RSS one second after the run, bytes. */
  rssAfter: number;
  /** VmHWM after the run: the process's peak RSS since it started, bytes. */
  hwm: number;
}

/**
 * Autocannon ends a run at its next sample: a few requests would still take a whole second at the
 * default one-second samples.
 */
const sampleMs = (options: LoadOptions) => (options.requests ? 100 : 1000);

function run(options: LoadOptions, duration: number) {
  // Read by autocannon (lib/run.js), missing from its types.
  const sampling = { sampleInt: sampleMs(options) };
  return autocannon({
    ...sampling,
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections,
    ...(options.requests ? { amount: options.requests } : { duration }),
    timeout: options.timeoutSeconds,
    ...(options.headers && { headers: options.headers }),
    ...(options.body !== undefined && { body: options.body }),
  });
}

/** A short discarded warm-up (JIT, pools, caches), then the measured run with memory sampling. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  const settling = options.settle ?? true;
  const settle = async () => {
    if (!settling) return;
    await Promise.all([options.pid, ...(options.quietPids ?? [])].map((pid) => waitForIdle(pid)));
  };
  await settle();
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds);
  await settle();
  let rssPeak = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, readMemory(options.pid)?.rss ?? 0);
  }, 250);
  let result: Awaited<ReturnType<typeof run>>;
  const ticksBefore = cpuTicks(options.pid) ?? 0;
  let ticksAfter = ticksBefore;
  try {
    result = await run(options, options.durationSeconds);
    ticksAfter = cpuTicks(options.pid) ?? ticksBefore;
  } finally {
    clearInterval(sampler);
  }
  if (settling) await sleep(1_000);
  const after = readMemory(options.pid);
  return {
    requestsPerSecond: result.requests.average * (1000 / sampleMs(options)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx:
      options.expectedStatus === undefined
        ? result.non2xx
        : Object.entries(result.statusCodeStats)
            .filter(([status]) => Number(status) !== options.expectedStatus)
            .reduce((sum, [, stats]) => sum + stats.count, 0),
    errors: result.errors,
    timeouts: result.timeouts,
    // USER_HZ is 100 on Linux: a tick is 10 ms.
    cpuMsPerRequest:
      result.requests.total > 0 ? ((ticksAfter - ticksBefore) * 10) / result.requests.total : 0,
    rssPeak: Math.max(rssPeak, after?.rss ?? 0),
    rssAfter: after?.rss ?? 0,
    hwm: after?.hwm ?? 0,
  };
}
