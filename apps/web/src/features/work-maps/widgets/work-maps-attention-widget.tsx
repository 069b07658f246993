import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@quadro/contract/formatting';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { workMapAttentionQuery } from '../api/get-work-map-attention.ts';

/** HR and admin: maps not created and In Modification, this month and last, each a filtered link. */
export function WorkMapsAttentionWidget() {
  const attention = useQuery(workMapAttentionQuery);
  return (
    <Card component="section" aria-labelledby="work-maps-attention-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="work-maps-attention-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          Work maps needing attention
        </Typography>
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {(attention.data?.months ?? []).map((month) => (
            <Stack key={month.month} spacing={0.25}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatMonth(month.month)}
              </Typography>
              <Link
                component={RouterLink}
                to={`/app/manage-work-map?month=${month.month}&status=NotCreated`}
                variant="body2"
              >
                {month.notCreated} not created
              </Link>
              <Link
                component={RouterLink}
                to={`/app/manage-work-map?month=${month.month}&status=InModification`}
                variant="body2"
              >
                {month.inModification} In Modification
              </Link>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
