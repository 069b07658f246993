import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type Account, CONTRACT_TYPES } from '@quadro/contract/account';
import { formatCalendarDay } from '@quadro/contract/formatting';

const NOT_SET = '—';

function contractName(key: string | null): string | null {
  return CONTRACT_TYPES.find((type) => type.key === key)?.name ?? key;
}

function calendarDay(day: string | null): string | null {
  return day ? formatCalendarDay(day) : null;
}

function details(account: Account) {
  return [
    { label: 'Nickname', value: account.nickname },
    { label: 'Birth Date', value: calendarDay(account.birthdate) },
    { label: 'Phone', value: account.phone_number },
    { label: 'Gender', value: account.gender },
    { label: 'Marital Status', value: account.marital_status_name },
    { label: 'Dependents', value: account.dependents_number?.toString() },
    { label: 'Start Date', value: calendarDay(account.start_date) },
    { label: 'Contract Type', value: contractName(account.contract_type) },
    { label: 'Alternate Email', value: account.alternate_email },
  ];
}

export function ProfileAbout({ account }: { account: Account }) {
  return (
    <Card>
      <CardContent>
        <Grid container spacing={2}>
          {details(account).map(({ label, value }) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography>{value || NOT_SET}</Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
