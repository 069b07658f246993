import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardFigure } from '@quadro/contract/dashboard';
import { FigureLink } from './figure-link.tsx';
import { largest, ShareBar } from './share-bar.tsx';

export interface ClientFigure {
  clientId: string;
  clientName: string;
  figure: DashboardFigure;
}

/** Clients with one figure each (hours, people): name, a bar, the number opening its list. */
export function CrmClientList({
  rows,
  nameOf,
  empty,
}: {
  rows: readonly ClientFigure[];
  /** The link's name: 'hours of Acme' reads with the number before it. */
  nameOf: (row: ClientFigure) => string;
  empty: string;
}) {
  if (rows.length === 0) return <Typography variant="body2">{empty}</Typography>;
  const max = largest(rows.map((row) => row.figure.value));
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.clientId}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) 25% minmax(40px, auto)',
            alignItems: 'center',
            columnGap: 1.5,
          }}
        >
          <Typography variant="body2" noWrap title={row.clientName}>
            {row.clientName}
          </Typography>
          <ShareBar value={row.figure.value} max={max} />
          <Box sx={{ textAlign: 'right' }}>
            <FigureLink figure={row.figure} name={nameOf(row)} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
