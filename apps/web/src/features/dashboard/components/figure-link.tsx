import Link from '@mui/material/Link';
import type { DashboardFigure } from '@quadro/contract/dashboard';
import { Link as RouterLink } from 'react-router';
import { figureText } from '../figure-text.ts';

/** A figure's number as a link to the list it counts, named `name` for assistive technology. */
export function FigureLink({ figure, name }: { figure: DashboardFigure; name: string }) {
  const text = figureText(figure);
  return (
    <Link
      component={RouterLink}
      to={figure.href}
      aria-label={`${text} ${name}`}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {text}
    </Link>
  );
}
