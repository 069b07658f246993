import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableContainer from '@mui/material/TableContainer';
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
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      className="summary-table"
      sx={{ overflowX: 'auto' }}
    >
      {children}
    </TableContainer>
  );
}

/** The line under a table when it has no rows. */
export function NoneYet({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;
}
