import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** A task that ran past its time limit: its thread was stopped and nothing it made is kept. */
export class WorkerTimeout extends Error {
  readonly seconds: number;

  constructor(seconds: number) {
    super(`The task did not finish within ${seconds} seconds`);
    this.name = 'WorkerTimeout';
    this.seconds = seconds;
  }
}

/**
 * Runs CPU-heavy work (reading and cutting PDFs) on worker threads, so a large upload never holds
 * the event loop: requests keep their answers while it is read. Each task names its worker file,
 * whose default export receives the task, and a time limit after which its thread is ended.
 */
export interface WorkerPool {
  run<Result>(worker: URL, task: unknown, limit: { seconds: number }): Promise<Result>;
  /** Threads running a task now, and tasks waiting for one: what metrics report. */
  load(): { busy: number; queued: number };
  close(): Promise<void>;
}

/**
 * One thread fewer than the machine's cores (at least one), so the event loop keeps a core of its
 * own; threads start on first use and end when idle a minute, and an idle pool keeps no process
 * alive. Tasks beyond the threads wait their turn in order.
 */
export function createWorkerPool(threads = Math.max(1, availableParallelism() - 1)): WorkerPool {
  let pool: Piscina | undefined;
  let running = 0;
  const started = () => {
    pool ??= new Piscina({ minThreads: 0, maxThreads: threads, idleTimeout: 60_000 });
    return pool;
  };
  return {
    async run<Result>(worker: URL, task: unknown, limit: { seconds: number }) {
      const signal = AbortSignal.timeout(limit.seconds * 1000);
      running += 1;
      try {
        return (await started().run(task, { filename: worker.href, signal })) as Result;
      } catch (error) {
        if (signal.aborted) throw new WorkerTimeout(limit.seconds);
        throw error;
      } finally {
        running -= 1;
      }
    },
    // One task per thread: the tasks past the thread count are the ones waiting.
    load: () => ({ busy: Math.min(running, threads), queued: Math.max(0, running - threads) }),
    async close() {
      await pool?.close({ force: true });
      pool = undefined;
    },
  };
}
