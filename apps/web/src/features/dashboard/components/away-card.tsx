import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Away, AwayPerson } from '@quadro/contract/dashboard';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from './dashboard-card.tsx';

const KIND_TEXT: Record<AwayPerson['kind'], string> = { vacation: 'Vacation', absence: 'Absence' };

const stretch = ({ from, to }: AwayPerson) =>
  from === to ? formatCalendarDay(from) : `${formatCalendarDay(from)} – ${formatCalendarDay(to)}`;

function AwayList({
  title,
  people,
  more,
  href,
  empty,
}: {
  title: string;
  people: readonly AwayPerson[];
  more: number;
  href: string | null;
  empty: string;
}) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem key={`${person.personId}-${person.from}`} disableGutters>
              <ListItemText
                primary={person.name}
                secondary={`${KIND_TEXT[person.kind]} · ${stretch(person)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {more > 0 &&
        (href ? (
          <Link component={RouterLink} to={href} variant="body2">
            +{more} more
          </Link>
        ) : (
          <Typography variant="body2">+{more} more</Typography>
        ))}
    </div>
  );
}

/** Who is away today and this week, of the people one works with (everybody for HR). */
export function AwayCard({ away }: { away: Away }) {
  return (
    <DashboardCard
      title="Who is away"
      caption={away.scope === 'everybody' ? 'Everybody' : 'The people you work with'}
      link={away.href ? { label: 'Open the team calendar', href: away.href } : null}
    >
      <Stack spacing={2}>
        <AwayList
          title="Today"
          people={away.today}
          more={away.todayMore}
          href={away.href}
          empty="Nobody is away today."
        />
        <AwayList
          title="This week"
          people={away.thisWeek}
          more={away.thisWeekMore}
          href={away.href}
          empty="Nobody is away this week."
        />
      </Stack>
    </DashboardCard>
  );
}
