import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import type { ServiceContext } from './service-context.ts';

/**
 * The time zone of the demo company and of a fresh install (the companyTimeZone parameter's
 * default): what the seed reads "today" on, before any parameter is stored.
 */
export const DEFAULT_COMPANY_TIME_ZONE = SYSTEM_PARAMETER_DEFAULTS.companyTimeZone;

export interface WallClockTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, 24-hour */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The date and time on the wall clock of `timeZone` (an IANA name) at `now`, DST included. */
export function companyDateTime(now: Date, timeZone: string): WallClockTime {
  const part = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
  };
}

/**
 * The company's date and time now: the clock's now on the wall clock of the companyTimeZone
 * system parameter (read once, from the parameters in force). Deadlines such as "the 15th at
 * 23:59", "this month" and "today" are read on it.
 */
export function companyNow(ctx: Pick<ServiceContext, 'clock' | 'parameters'>): WallClockTime {
  return companyDateTime(ctx.clock.now(), ctx.parameters.current().companyTimeZone);
}
