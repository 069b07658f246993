import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createWorkerPool, WorkerTimeout } from './worker-pool.ts';

const BUSY = new URL('../../../test/busy-worker.ts', import.meta.url);

describe('worker pool', () => {
  it('runs a CPU-bound task on a thread of its own: the event loop keeps answering meanwhile', async () => {
    const pool = createWorkerPool(1);
    try {
      // Warm the thread up so its start-up does not count.
      await pool.run(BUSY, { milliseconds: 1 }, { seconds: 30 });
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 50);
      const turns = await pool.run<number>(BUSY, { milliseconds: 1500 }, { seconds: 30 });
      clearInterval(ticker);
      assert.ok(turns > 0);
      // On the event loop the busy task would have let no tick through at all.
      assert.ok(ticks >= 5, `only ${ticks} ticks in 1.5 s of work`);
    } finally {
      await pool.close();
    }
  });

  it('stops a task at its time limit and keeps serving the next', async () => {
    const pool = createWorkerPool(1);
    try {
      const started = performance.now();
      await assert.rejects(
        pool.run(BUSY, { milliseconds: 60_000 }, { seconds: 0.3 }),
        (error) => error instanceof WorkerTimeout && error.seconds === 0.3,
      );
      assert.ok(performance.now() - started < 20_000, 'ended long before the task would');
      await sleep(10);
      assert.ok((await pool.run<number>(BUSY, { milliseconds: 1 }, { seconds: 30 })) >= 0);
    } finally {
      await pool.close();
    }
  });
});
