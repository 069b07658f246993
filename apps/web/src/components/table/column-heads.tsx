import TableCell from '@mui/material/TableCell';

/** A table's header cells, one per label, in the bold no-wrap style every table of the portal uses. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <TableCell key={label} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {label}
    </TableCell>
  ));
}
