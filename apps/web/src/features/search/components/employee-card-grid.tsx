import Grid from '@mui/material/Grid';
import type { EmployeeCard as EmployeeCardData } from '@quadro/contract/search';
import { EmployeeCard } from './employee-card.tsx';

/** The people found, as the directory's cards. */
export function EmployeeCardGrid({ cards }: { cards: readonly EmployeeCardData[] }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.employeeId} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <EmployeeCard card={card} />
        </Grid>
      ))}
    </Grid>
  );
}
