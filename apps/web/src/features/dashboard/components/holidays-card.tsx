import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UpcomingHoliday } from '@quadro/contract/dashboard';
import { dayWithWeekday } from '../figure-text.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** The next public and regional holidays, each with its weekday. */
export function HolidaysCard({ holidays }: { holidays: readonly UpcomingHoliday[] }) {
  return (
    <DashboardCard title="Next holidays">
      {holidays.length === 0 ? (
        <Typography variant="body2">No holidays ahead.</Typography>
      ) : (
        <List dense disablePadding>
          {holidays.map((holiday) => (
            <ListItem key={`${holiday.date}-${holiday.name}`} disableGutters sx={{ gap: 1 }}>
              <ListItemText primary={holiday.name} secondary={dayWithWeekday(holiday.date)} />
              <Chip
                size="small"
                variant="outlined"
                label={holiday.kind === 'national' ? 'National' : 'Regional'}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
