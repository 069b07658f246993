import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Interest } from '@quadro/contract/interests';

/** A person's interests, read-only; 'No Data' when there are none. */
export function InterestChips({ interests }: { interests: readonly Interest[] }) {
  if (interests.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>;
  }
  return (
    <Stack
      component="ul"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {interests.map((interest) => (
        <li key={interest.id}>
          <Chip label={interest.designation} color="primary" variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
