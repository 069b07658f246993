/** The server's one source of "now": services read ctx.clock, so tests can stand on a rule's edge. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
}

/** A clock that stands still until a test moves it. */
export function createTestClock(start: Date | string = '2026-01-15T10:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant);
    },
    advance(milliseconds) {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}
