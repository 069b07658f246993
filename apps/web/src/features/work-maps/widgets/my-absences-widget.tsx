import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { ABSENCE_TYPES } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { apiRequest } from '../../../app/api/http-client.ts';

const SHOWN = 5;
const nameOf = (type: string) => ABSENCE_TYPES.find((entry) => entry.key === type)?.name ?? type;

/** The employee's absences this year: how many days, the latest ones, a way to their maps. */
export function MyAbsencesWidget() {
  const absences = useQuery({
    queryKey: ['work-maps', 'absences', 'mine'],
    queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.listMyAbsences),
  });
  const list = absences.data ?? [];
  const days = list.reduce((sum, absence) => sum + (absence.days ?? 0), 0);
  const hours = list.reduce((sum, absence) => sum + (absence.hours ?? 0), 0);
  return (
    <Card component="section" aria-labelledby="my-absences-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="my-absences-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          My absences this year
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {days} {days === 1 ? 'day' : 'days'} and {String(hours).replace('.', ',')} hours
        </Typography>
        {list.length === 0 ? (
          <Typography sx={{ mt: 1 }}>No Data</Typography>
        ) : (
          <List dense disablePadding>
            {list.slice(0, SHOWN).map((absence) => (
              <ListItem key={absence.id} disableGutters>
                <ListItemText
                  primary={nameOf(absence.type)}
                  secondary={`${formatCalendarDay(absence.start)}${absence.end !== absence.start ? ` – ${formatCalendarDay(absence.end)}` : ''} · ${absence.unit === 'hours' ? `${absence.hours} h` : `${absence.days} d`}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Link component={RouterLink} to="/app/work-map-history" variant="body2">
          Open my work maps
        </Link>
      </CardContent>
    </Card>
  );
}
