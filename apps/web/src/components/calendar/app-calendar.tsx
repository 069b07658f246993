import 'react-big-calendar/lib/css/react-big-calendar.css';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { CALENDAR_STEP_MINUTES } from '@quadro/contract/ui-constants';
import dayjs from 'dayjs';
import { type SyntheticEvent, useMemo, useRef, useState } from 'react';
import { Calendar, dayjsLocalizer, type View, Views } from 'react-big-calendar';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { onDay } from '../../app/dates/local-calendar.ts';
import { readableTextOn } from './readable-text.ts';
import { useCalendarA11y } from './use-calendar-a11y.ts';

const localizer = dayjsLocalizer(dayjs);
export const CALENDAR_VIEWS = [Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA];

/** What every calendar event carries: spec §3's colour without '#', and all-day dates. */
export interface ColouredEvent {
  title: string;
  start: Date;
  end: Date;
  hexColor: string;
}

interface AppCalendarProps<E extends ColouredEvent> {
  events: E[];
  /** The day shown first (month view by default). */
  date: Date;
  onNavigate?: (date: Date) => void;
  onSelectEvent?: (event: E, anchor: HTMLElement) => void;
  /** Extra style of an event (a border to flag it), beside its colour. */
  eventStyle?: (event: E) => React.CSSProperties;
  /** Spec §2's month-only variant: the month of `date` alone, without the toolbar. */
  monthOnly?: boolean;
}

/**
 * Spec §2 calendar: month, week, day and agenda views (month first), a 60-minute step, events in
 * their colour with readable text, themed, free of axe violations. `monthOnly` shows one given
 * month with no toolbar (a thing that belongs to one month, such as a sent work map).
 */
export function AppCalendar<E extends ColouredEvent>({
  events,
  date: initialDate,
  onNavigate,
  onSelectEvent,
  eventStyle,
  monthOnly = false,
}: AppCalendarProps<E>) {
  const [date, setDate] = useState(initialDate);
  const [view, setView] = useState<View>(Views.MONTH);
  const today = useCompanyCalendar()?.today;
  const getNow = useMemo(() => (today ? () => onDay(today, new Date()) : undefined), [today]);
  const container = useRef<HTMLDivElement>(null);
  useCalendarA11y(container);
  const propGetter = useMemo(
    () => (event: E) => ({
      style: {
        backgroundColor: `#${event.hexColor}`,
        border: 0,
        color: readableTextOn(event.hexColor),
        ...eventStyle?.(event),
      },
    }),
    [eventStyle],
  );
  return (
    <Box
      ref={container}
      sx={(theme) => ({
        height: monthOnly ? { xs: 480, md: 600 } : { xs: 560, md: 720 },
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
      <Calendar<E>
        localizer={localizer}
        events={events}
        date={date}
        getNow={getNow}
        onNavigate={(next) => {
          setDate(next);
          onNavigate?.(next);
        }}
        view={view}
        onView={setView}
        views={monthOnly ? [Views.MONTH] : CALENDAR_VIEWS}
        toolbar={!monthOnly}
        step={CALENDAR_STEP_MINUTES}
        timeslots={1}
        allDayAccessor={() => true}
        popup
        eventPropGetter={propGetter}
        onSelectEvent={(event, browserEvent: SyntheticEvent) =>
          onSelectEvent?.(event, browserEvent.currentTarget as HTMLElement)
        }
      />
    </Box>
  );
}
