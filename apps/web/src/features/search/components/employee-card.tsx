import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { profileLink } from '@quadro/contract/people';
import type { EmployeeCard as EmployeeCardData } from '@quadro/contract/search';
import { Link as RouterLink } from 'react-router';
import { AccountAvatar } from '../../../components/layout/account-avatar.tsx';
import { DEFAULT_COVER } from '../../../components/layout/default-cover.ts';

/** Spec §2 employee search card: cover, avatar, name, title and a button to the profile. */
export function EmployeeCard({ card }: { card: EmployeeCardData }) {
  return (
    <Card
      component="article"
      aria-label={card.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        data-testid="employee-card-cover"
        sx={{
          height: 72,
          background: card.cover ? `center / cover url(${card.cover})` : DEFAULT_COVER,
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: -5 }}>
        <AccountAvatar url={card.avatar} name={card.name} size={80} />
      </Box>
      <CardContent sx={{ flex: 1, textAlign: 'center', pb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {card.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
          {card.title ?? ''}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button
          variant="outlined"
          size="small"
          component={RouterLink}
          to={profileLink(card.employeeId)}
          aria-label={`View profile of ${card.name}`}
        >
          View Profile
        </Button>
      </CardActions>
    </Card>
  );
}
