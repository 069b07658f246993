import 'react-big-calendar/lib/css/react-big-calendar.css';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { CALENDAR_STEP_MINUTES } from '@quadro/contract/ui-constants';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { Calendar, dayjsLocalizer, Views } from 'react-big-calendar';
import type { CalendarEvent } from './calendar-events.ts';
import { type EventAction, EventPopup } from './event-popup.tsx';
import { readableTextOn } from './readable-text.ts';
import { useCalendarA11y } from './use-calendar-a11y.ts';

const localizer = dayjsLocalizer(dayjs);
const VIEWS = [Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA];

interface WorkMapCalendarProps {
  events: CalendarEvent[];
  month: Date;
  onAction: (event: CalendarEvent, action: EventAction) => void;
}

/**
 * Spec §2 calendar: month, week, day and agenda views, events in their colour, a click opens the
 * event's popup with its more-menu.
 */
export function WorkMapCalendar({ events, month, onAction }: WorkMapCalendarProps) {
  const [date, setDate] = useState(month);
  const [view, setView] = useState<(typeof VIEWS)[number]>(Views.MONTH);
  const [selected, setSelected] = useState<{ event: CalendarEvent; anchor: HTMLElement }>();
  const container = useRef<HTMLDivElement>(null);
  useCalendarA11y(container);
  const eventStyle = useMemo(
    () => (event: CalendarEvent) => ({
      style: {
        backgroundColor: `#${event.hexColor}`,
        border: 0,
        color: readableTextOn(event.hexColor),
      },
    }),
    [],
  );
  return (
    <Box
      ref={container}
      sx={(theme) => ({
        height: { xs: 560, md: 720 },
        '& .rbc-off-range-bg': { bgcolor: alpha(theme.palette.text.primary, 0.06) },
        '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
        '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view, & .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row':
          { borderColor: theme.palette.divider },
        '& .rbc-toolbar button': {
          color: theme.palette.text.primary,
          borderColor: theme.palette.divider,
        },
        '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button:hover': {
          bgcolor: alpha(theme.palette.primary.main, 0.16),
          color: theme.palette.text.primary,
        },
        '& .rbc-off-range': { color: theme.palette.text.secondary },
        '& .rbc-event': { fontSize: 12 },
        '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td': {
          borderColor: theme.palette.divider,
        },
      })}
    >
      <Calendar<CalendarEvent>
        localizer={localizer}
        events={events}
        date={date}
        onNavigate={setDate}
        view={view}
        onView={(next) => setView(next as (typeof VIEWS)[number])}
        views={VIEWS}
        step={CALENDAR_STEP_MINUTES}
        timeslots={1}
        allDayAccessor={() => true}
        popup
        eventPropGetter={eventStyle}
        onSelectEvent={(event, browserEvent) =>
          setSelected({ event, anchor: browserEvent.currentTarget as HTMLElement })
        }
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
    </Box>
  );
}
