import ChecklistIcon from '@mui/icons-material/Checklist';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { tripAttentionQuery } from '../api/get-trip-attention-number.ts';

/**
 * The way to /app/monthly-trips-justification (not in the menu), with its requires-attention
 * number: months past their justification deadline and justifications waiting.
 */
export function TripJustificationLink() {
  const attention = useQuery(tripAttentionQuery);
  const count = attention.data ?? 0;
  return (
    <Button
      component={RouterLink}
      to="/app/monthly-trips-justification"
      variant="outlined"
      sx={{ mb: 2 }}
      aria-label={
        count > 0
          ? `Monthly trips justification: ${count} ${count === 1 ? 'needs' : 'need'} attention`
          : 'Monthly trips justification'
      }
      startIcon={
        <Badge badgeContent={count} color="error" max={999}>
          <ChecklistIcon />
        </Badge>
      }
    >
      Monthly trips justification
    </Button>
  );
}
