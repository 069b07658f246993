import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@quadro/contract/formatting';
import { ABSENCE_TYPES, type WorkMapTotals } from '@quadro/contract/work-maps';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

const absenceName = (type: string) =>
  ABSENCE_TYPES.find((entry) => entry.key === type)?.name ?? type;

/** The month's totals: days worked of the working days, hours, extra hours, absences by type. */
export function WorkMapTotalsCard({ totals }: { totals: WorkMapTotals }) {
  return (
    <Box
      component="section"
      aria-label="Month totals"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}
    >
      <Figure label="Days worked" value={`${totals.daysWorked} / ${totals.workingDays}`} />
      <Figure label="Hours" value={formatNumber(totals.hours)} />
      <Figure label="Extra hours" value={formatNumber(totals.extraHours)} />
      {totals.absences.map((entry) => (
        <Figure
          key={entry.type}
          label={absenceName(entry.type)}
          value={entry.days > 0 ? `${entry.days} d` : `${formatNumber(entry.hours)} h`}
        />
      ))}
    </Box>
  );
}
