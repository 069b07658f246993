import type { LogDestination } from '../src/platform/http/request-logging.ts';

type LogLine = Record<string, unknown>;

export interface LogCapture extends LogDestination {
  /** Every line written so far, parsed. */
  lines(): LogLine[];
  text(): string;
  /** The first line that matches, once it is written. */
  waitFor(matches: (line: LogLine) => boolean): Promise<LogLine>;
}

/** A log destination that keeps the app's log lines in memory, for a test to read. */
export function captureLogs(): LogCapture {
  const written: string[] = [];
  const waiting = new Set<() => void>();
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);
  return {
    write(line) {
      written.push(line);
      for (const wake of waiting) wake();
    },
    lines,
    text: () => written.join(''),
    waitFor: (matches) =>
      new Promise((resolve) => {
        const check = () => {
          const found = lines().find(matches);
          if (!found) return;
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      }),
  };
}
