import Check from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { useState } from 'react';
import { useStoredUser } from '../../../app/auth/use-session.ts';
import { useInterests } from '../api/get-interests.ts';
import { useOwnInterests } from '../api/get-own-interests.ts';
import { useSaveOwnInterests } from '../api/save-own-interests.ts';
import { ManageInterestsDialog } from './manage-interests-dialog.tsx';

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/** The own profile's interests: pick from the catalogue and save; HR also curates the catalogue. */
export function InterestsPanel() {
  const { data: catalogue } = useInterests();
  const { data: own } = useOwnInterests();
  const save = useSaveOwnInterests();
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [managing, setManaging] = useState(false);
  const isHr = holdsAnyProfile(useStoredUser()?.profiles ?? [], ['hr']);
  const saved = new Set((own ?? []).map((interest) => interest.id));
  const current = picked ?? saved;
  const toggle = (id: string) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  return (
    <Card component="section" aria-labelledby="interests-title">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}
        >
          <Typography id="interests-title" variant="h6" component="h3">
            Interests
          </Typography>
          {isHr && (
            <Button size="small" onClick={() => setManaging(true)}>
              Manage interests
            </Button>
          )}
        </Stack>
        {!catalogue || !own ? null : catalogue.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label="Pick your interests"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {catalogue.map((interest) => {
              const selected = current.has(interest.id);
              return (
                <li key={interest.id}>
                  <Chip
                    label={interest.designation}
                    aria-pressed={selected}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    icon={selected ? <Check /> : undefined}
                    onClick={() => toggle(interest.id)}
                  />
                </li>
              );
            })}
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            disabled={sameSet(current, saved)}
            loading={save.isPending}
            onClick={() => save.mutate([...current], { onSuccess: () => setPicked(null) })}
          >
            Save interests
          </Button>
        </Stack>
      </CardContent>
      {managing && <ManageInterestsDialog open onClose={() => setManaging(false)} />}
    </Card>
  );
}
