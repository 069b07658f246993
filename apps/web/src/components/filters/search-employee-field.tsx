import TextField from '@mui/material/TextField';

/** The employee search above finance's and HR's lists. */
export function SearchEmployeeField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      size="small"
      label="Search employee"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', md: 260 } }}
    />
  );
}
