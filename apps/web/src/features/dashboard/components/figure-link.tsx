import type { DashboardFigure } from '@quadro/contract/dashboard';
import { figureText } from '../figure-text.ts';
import { ListLink } from './list-link.tsx';

/** A figure's number as a link to the list it counts, named `name` for assistive technology. */
export function FigureLink({ figure, name }: { figure: DashboardFigure; name: string }) {
  const text = figureText(figure);
  return (
    <ListLink
      href={figure.href}
      aria-label={`${text} ${name}`}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {text}
    </ListLink>
  );
}
