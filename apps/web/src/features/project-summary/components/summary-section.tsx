import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SummarySectionProps {
  title: string;
  children: ReactNode;
}

/** A titled card of the summary; the page's print styles compact it onto the A4 page. */
export function SummarySection({ title, children }: SummarySectionProps) {
  return (
    <Card component="section" aria-label={title} className="summary-section">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A wide table scrolls sideways inside its card on a phone (focusable, so keys scroll it too). */
export const scrollingTable = (label: string) =>
  ({ scroll: { label, region: true }, containerClassName: 'summary-table', hover: false }) as const;

/** The line under a table when it has no rows. */
export function NoneYet({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;
}
