import { useState } from 'react';
import { AppCalendar } from '../../../components/calendar/app-calendar.tsx';
import type { CalendarEvent } from './calendar-events.ts';
import { type EventAction, EventPopup } from './event-popup.tsx';

interface WorkMapCalendarProps {
  events: CalendarEvent[];
  month: Date;
  /** A map no longer edited shows its month alone (spec §2's month-only calendar). */
  monthOnly: boolean;
  onAction: (event: CalendarEvent, action: EventAction) => void;
}

/** The work map on the spec §2 calendar: a click opens the event's popup with its more-menu. */
export function WorkMapCalendar({ events, month, monthOnly, onAction }: WorkMapCalendarProps) {
  const [selected, setSelected] = useState<{ event: CalendarEvent; anchor: HTMLElement }>();
  return (
    <>
      <AppCalendar
        events={events}
        date={month}
        monthOnly={monthOnly}
        onSelectEvent={(event, anchor) => setSelected({ event, anchor })}
      />
      {selected && (
        <EventPopup
          event={selected.event}
          anchor={selected.anchor}
          onClose={() => setSelected(undefined)}
          onAction={(action) => {
            setSelected(undefined);
            onAction(selected.event, action);
          }}
        />
      )}
    </>
  );
}
