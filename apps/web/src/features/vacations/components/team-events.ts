import type { CalendarEvent } from '@quadro/contract/calendar-events';

/** A team event as the calendar draws it, in the colour it was given. */
export interface ShownTeamEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  hexColor: string;
  teamEvent: CalendarEvent;
}

export function shownTeamEvents(events: readonly CalendarEvent[]): ShownTeamEvent[] {
  return events.map((event) => ({
    id: `event-${event.id}`,
    title: event.title,
    start: new Date(event.start),
    end: new Date(event.end),
    hexColor: event.hexColor,
    teamEvent: event,
  }));
}
