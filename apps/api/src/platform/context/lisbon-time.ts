import type { Clock } from './clock.ts';

/** The company's wall clock: deadlines such as "the 15th at 23:59" are Lisbon time. */
export const COMPANY_TIME_ZONE = 'Europe/Lisbon';

export interface WallClockTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, 24-hour */
  time: string;
}

const lisbonParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function lisbonWallClock(instant: Date): WallClockTime {
  const part = Object.fromEntries(
    lisbonParts.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
  };
}

/** The date and time in Lisbon at the clock's now. */
export function lisbonDateTime(clock: Clock): WallClockTime {
  return lisbonWallClock(clock.now());
}
