import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useCelebrationPreference } from '../api/get-celebration-preference.ts';
import { useSaveCelebrationPreference } from '../api/save-celebration-preference.ts';

/** The user's choice to show (or hide) their birthday and work anniversary on the feed. */
export function CelebrationPreferenceSwitch() {
  const { data } = useCelebrationPreference();
  const save = useSaveCelebrationPreference();
  const shown = save.isPending ? !save.variables.hidden : data ? !data.hidden : true;
  return (
    <FormControlLabel
      label="Show my birthday and work anniversary on the feed"
      control={
        <Switch
          checked={shown}
          disabled={!data || save.isPending}
          onChange={(event) => save.mutate({ hidden: !event.target.checked })}
        />
      }
    />
  );
}
