import { formatCalendarDay } from '@quadro/contract/formatting';

export interface MailPeriod {
  start: string;
  end: string;
  halfDay: boolean;
}

/** A period as the mails name it: '3 March 2026 (half day)', '3 March 2026 to 7 March 2026'. */
export function periodText(period: MailPeriod): string {
  if (period.start === period.end) {
    return `${formatCalendarDay(period.start)}${period.halfDay ? ' (half day)' : ''}`;
  }
  return `${formatCalendarDay(period.start)} to ${formatCalendarDay(period.end)}`;
}
