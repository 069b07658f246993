import { ABSENCE_TYPES, type WorkMapDetails } from '@quadro/contract/work-maps';
import { EVENT_COLOURS } from '../../../components/calendar/event-colours.ts';

/** Spec §3 calendar event, plus what the popup needs to act on it. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  hexColor: string;
  isAbsence: boolean;
  isExtraHours: boolean;
  readOnly: boolean;
  kind: 'work-day' | 'extra-hours' | 'absence' | 'holiday' | 'vacation';
  /** The work day, absence or vacation the event shows (holidays have none). */
  sourceId: string | null;
}

/** A calendar day at local midnight: the calendar lays events out on the browser's days. */
const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};
const nextLocalDay = (day: string) => {
  const date = localDay(day);
  date.setDate(date.getDate() + 1);
  return date;
};

const hoursText = (hours: number) => `${String(hours).replace('.', ',')}h`;
const absenceName = (type: string) =>
  ABSENCE_TYPES.find((entry) => entry.key === type)?.name ?? type;

/**
 * The map as calendar events: each work day (green), its extra hours as their own event
 * (orange), absences (red), holidays (violet) and approved vacations (blue, always read-only:
 * they change through a cancellation). The rest read-only when the map is.
 */
export function calendarEventsOf(map: WorkMapDetails, readOnly: boolean): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const day of map.workDays) {
    const project = day.projectName ? ` · ${day.projectName}` : '';
    if (day.hours > 0) {
      events.push({
        id: `work-day-${day.id}`,
        title: `Work ${hoursText(day.hours)}${project}`,
        start: localDay(day.day),
        end: nextLocalDay(day.day),
        hexColor: EVENT_COLOURS.green,
        isAbsence: false,
        isExtraHours: false,
        readOnly,
        kind: 'work-day',
        sourceId: day.id,
      });
    }
    if (day.extraHours > 0) {
      events.push({
        id: `extra-hours-${day.id}`,
        title: `Extra ${hoursText(day.extraHours)}${project}`,
        start: localDay(day.day),
        end: nextLocalDay(day.day),
        hexColor: EVENT_COLOURS.orange,
        isAbsence: false,
        isExtraHours: true,
        readOnly,
        kind: 'extra-hours',
        sourceId: day.id,
      });
    }
  }
  for (const absence of map.absences) {
    const length =
      absence.unit === 'hours' ? hoursText(absence.hours ?? 0) : `${absence.days ?? 0}d`;
    events.push({
      id: `absence-${absence.id}`,
      title: `${absenceName(absence.type)} ${length}`,
      start: localDay(absence.start),
      end: nextLocalDay(absence.end),
      hexColor: EVENT_COLOURS.red,
      isAbsence: true,
      isExtraHours: false,
      readOnly,
      kind: 'absence',
      sourceId: absence.id,
    });
  }
  for (const holiday of map.holidays) {
    events.push({
      id: `holiday-${holiday.date}`,
      title: holiday.name,
      start: localDay(holiday.date),
      end: nextLocalDay(holiday.date),
      hexColor: EVENT_COLOURS.violet,
      isAbsence: false,
      isExtraHours: false,
      readOnly: true,
      kind: 'holiday',
      sourceId: null,
    });
  }
  for (const vacation of map.vacations) {
    events.push({
      id: `vacation-${vacation.id}`,
      title: vacation.halfDay ? 'Vacation (half day)' : 'Vacation',
      start: localDay(vacation.start),
      end: nextLocalDay(vacation.end),
      hexColor: EVENT_COLOURS.blue,
      isAbsence: false,
      isExtraHours: false,
      readOnly: true,
      kind: 'vacation',
      sourceId: vacation.id,
    });
  }
  return events;
}

export const monthStartDate = (month: string) => localDay(`${month}-01`);
