import ChecklistIcon from '@mui/icons-material/Checklist';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { tripAttentionQuery } from '../api/get-trip-attention-number.ts';

/**
 * The way to /app/monthly-trips-justification (not in the menu), with its requires-attention
 * badge: months past their justification deadline and justifications waiting.
 */
export function TripJustificationLink() {
  const attention = useQuery(tripAttentionQuery);
  const count = attention.data ?? 0;
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={999}
      sx={{ mb: 2 }}
      slotProps={{
        badge: { title: `${count} ${count === 1 ? 'needs' : 'need'} attention` },
      }}
    >
      <Button
        component={RouterLink}
        to="/app/monthly-trips-justification"
        variant="outlined"
        startIcon={<ChecklistIcon />}
      >
        Monthly trips justification
      </Button>
    </Badge>
  );
}
