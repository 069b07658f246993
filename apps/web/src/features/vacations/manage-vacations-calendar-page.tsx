import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { teamCalendarEntries } from '@quadro/contract/team-calendar-entries';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { localMonth, onDay } from '../../app/dates/local-calendar.ts';
import { AppCalendar } from '../../components/calendar/app-calendar.tsx';
import { EVENT_COLOURS } from '../../components/calendar/event-colours.ts';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useCalendarEvents } from './api/get-calendar-events.ts';
import { useTeamCalendar } from './api/get-team-calendar.ts';
import { useVacationClients } from './api/get-vacation-clients.ts';
import { CalendarFeedCard } from './components/calendar-feed-card.tsx';
import { TeamCalendarEntryPopup } from './components/team-calendar-entry-popup.tsx';
import { type TeamCalendarEvent, teamCalendarEventsOf } from './components/team-calendar-events.ts';
import { TeamEventDialogs, type TeamEventOpen } from './components/team-event-dialogs.tsx';
import { type ShownTeamEvent, shownTeamEvents } from './components/team-events.ts';
import { warningText } from './components/warning-text.ts';

const LEGEND = [
  [EVENT_COLOURS.green, 'Vacation approved'],
  [EVENT_COLOURS.blue, 'Vacation pending approval'],
  [EVENT_COLOURS.red, 'Absence'],
] as const;

type ShownEvent = TeamCalendarEvent | ShownTeamEvent;
const isTeamEvent = (event: ShownEvent): event is ShownTeamEvent => 'teamEvent' in event;

/** /app/manage-vacations-calendar (hr, admin, cto): who is away each day of a month, and team events. */
export function ManageVacationsCalendarPage() {
  const today = useCompanyCalendar()?.today;
  return today ? <TeamCalendarFrom today={today} /> : <PageLoader />;
}

function TeamCalendarFrom({ today }: { today: string }) {
  const initialDate = useMemo(() => onDay(today, new Date()), [today]);
  const [month, setMonth] = useState(() => localMonth(initialDate));
  const [clientId, setClientId] = useState('');
  const calendar = useTeamCalendar(month, clientId);
  const clients = useVacationClients();
  const teamEvents = useCalendarEvents(month);
  const [teamEventOpen, setTeamEventOpen] = useState<TeamEventOpen>();
  const [selected, setSelected] = useState<{
    event: TeamCalendarEvent;
    anchor: HTMLElement;
    month: string;
    clientId: string;
  }>();
  const away = useMemo(
    () => teamCalendarEventsOf(calendar.data ? teamCalendarEntries(calendar.data) : []),
    [calendar.data],
  );
  const events = useMemo<ShownEvent[]>(
    () => [...shownTeamEvents(teamEvents.data ?? []), ...away],
    [teamEvents.data, away],
  );
  const overlaps = away.filter((event) => event.entry.overlapCount > 0).length;
  const flagged = useCallback(
    (event: ShownEvent) =>
      !isTeamEvent(event) && event.entry.overlapCount > 0
        ? { boxShadow: 'inset 0 0 0 2px #8a2c0d' }
        : {},
    [],
  );
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
            >
              <Stack
                direction="row"
                sx={{ gap: 2, flexWrap: 'wrap' }}
                component="ul"
                aria-label="Legend"
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {LEGEND.map(([colour, label]) => (
                  <Stack
                    key={label}
                    component="li"
                    direction="row"
                    sx={{ gap: 0.75, alignItems: 'center' }}
                  >
                    <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: `#${colour}` }} />
                    <Typography variant="body2">{label}</Typography>
                  </Stack>
                ))}
              </Stack>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <SelectFilter
                  label="Client"
                  value={clientId}
                  options={(clients.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
                  onChange={setClientId}
                />
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => setTeamEventOpen({ what: 'form' })}
                >
                  Add event
                </Button>
                <Button component={RouterLink} to="/app/manage-vacations" variant="outlined">
                  Requests
                </Button>
              </Stack>
            </Stack>
            <Typography
              variant="body2"
              role="status"
              sx={overlaps > 0 ? warningText : { color: 'text.secondary' }}
            >
              {overlaps > 0
                ? `⚠ ${overlaps} ${overlaps === 1 ? 'period overlaps' : 'periods overlap'} with a colleague of a same client or team.`
                : 'No colleagues of a same client or team away at the same time.'}
            </Typography>
            <AppCalendar
              events={events}
              date={initialDate}
              onNavigate={(date) => setMonth(localMonth(date))}
              onSelectEvent={(event, anchor) =>
                isTeamEvent(event)
                  ? setTeamEventOpen({ what: 'detail', event: event.teamEvent, anchor })
                  : setSelected({ event, anchor, month: calendar.data?.month ?? month, clientId })
              }
              eventStyle={flagged}
            />
          </Stack>
        </CardContent>
      </Card>
      <CalendarFeedCard show="team" />
      {teamEventOpen && (
        <TeamEventDialogs
          open={teamEventOpen}
          onOpen={setTeamEventOpen}
          onClose={() => setTeamEventOpen(undefined)}
        />
      )}
      {selected && (
        <TeamCalendarEntryPopup
          entry={selected.event.entry}
          month={selected.month}
          clientId={selected.clientId}
          anchor={selected.anchor}
          onClose={() => setSelected(undefined)}
        />
      )}
    </Stack>
  );
}
