export interface Ticker {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and then `intervalMs` after each run ends. Waiting for the end, rather than
 * using setInterval, means a slow run never overlaps the next one.
 */
export function startTicker(
  intervalMs: number,
  task: () => Promise<void>,
  onError: (error: unknown) => void,
): Ticker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = task()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
