import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardFigure } from '@quadro/contract/dashboard';
import { figureText } from '../figure-text.ts';
import { ListLink } from './list-link.tsx';

/**
 * Figures side by side, each number a link to the list it counts, named with its label
 * ('3 Pending approval') so the link makes sense out of the card too.
 */
export function FigureList({ figures }: { figures: readonly DashboardFigure[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        gap: 2,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {figures.map((figure) => {
        const text = figureText(figure);
        return (
          <li key={figure.key}>
            <ListLink
              href={figure.href}
              aria-label={`${text} ${figure.label}`}
              variant={figure.unit === 'status' ? 'subtitle1' : 'h6'}
              sx={{ fontWeight: 700, display: 'inline-block' }}
            >
              {text}
            </ListLink>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}
