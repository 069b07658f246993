import Button from '@mui/material/Button';

export interface RowActionProps {
  label: string;
  onClick: () => void;
  color?: 'primary' | 'error';
  variant?: 'text' | 'contained';
}

/**
 * A table row's small action button, named after its row for screen readers ('Approve: Ana
 * Ferreira, March 2023, Salary'), since every row shows the same words.
 */
export function RowActionButton({
  label,
  itemLabel,
  onClick,
  color = 'primary',
  variant = 'text',
}: RowActionProps & { itemLabel: string }) {
  return (
    <Button
      size="small"
      color={color}
      variant={variant}
      aria-label={`${label}: ${itemLabel}`}
      onClick={onClick}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
