import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { SalaryHistoryEntry } from '@quadro/contract/contracts';
import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';

/** Spec §2: the first entry reads 'Base Salary: X, Dislocation: Y', later ones 'From: X, to Y'. */
export function salaryChangeText(entry: SalaryHistoryEntry): string {
  if (entry.from === null) {
    return `Base Salary: ${formatEuros(entry.to)}, Dislocation: ${formatEuros(entry.dislocation ?? '0')}`;
  }
  return `From: ${formatEuros(entry.from)}, to ${formatEuros(entry.to)}`;
}

/** Spec §2 salary history timeline: each change with its field name, change date and from/to. */
export function SalaryTimeline({ entries }: { entries: SalaryHistoryEntry[] }) {
  if (entries.length === 0) return <Typography>No Data</Typography>;
  return (
    <List aria-label="Salary history" disablePadding>
      {entries.map((entry, index) => (
        <ListItem key={entry.id} sx={{ alignItems: 'stretch', gap: 2, px: 0, py: 0 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 1 }}>
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                flexShrink: 0,
              }}
            />
            {index < entries.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider' }} />}
          </Box>
          <Box sx={{ pb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{entry.field}</Typography>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {formatCalendarDay(entry.changed_at)}
            </Typography>
            <Typography variant="body2">{salaryChangeText(entry)}</Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
