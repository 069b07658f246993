import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  APPEARANCE_BACKGROUND_POSITIONS,
  APPEARANCE_DECORATIONS,
  APPEARANCE_LABELS,
  APPEARANCE_LAYOUTS,
  APPEARANCE_MODES,
  type AppearanceSettings,
  PALETTES,
} from '@quadro/contract/appearance';
import { useId } from 'react';
import { useAppearance } from './appearance-context.tsx';

type Choice = 'layout' | 'mode' | 'decoration' | 'backgroundPosition';

const GRID = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 } as const;
/** A group's name stays in the text colour when focus is inside it. */
const GROUP_LABEL = {
  fontWeight: 600,
  color: 'text.primary',
  '&.Mui-focused': { color: 'text.primary' },
} as const;

function Choices<K extends Choice>({
  field,
  label,
  options,
}: {
  field: K;
  label: string;
  options: readonly AppearanceSettings[K][];
}) {
  const { settings, update } = useAppearance();
  const id = useId();
  const labels = APPEARANCE_LABELS[field] as Record<string, string>;
  return (
    <FormControl>
      <FormLabel id={id} sx={GROUP_LABEL}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        name={field}
        value={settings[field]}
        onChange={(event) => update({ [field]: event.target.value } as Partial<AppearanceSettings>)}
        sx={GRID}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={labels[option]}
            sx={{ mr: 0 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function PaletteChoices() {
  const { settings, update } = useAppearance();
  const id = useId();
  const scheme = settings.mode;
  return (
    <FormControl>
      <FormLabel id={id} sx={GROUP_LABEL}>
        Palette
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        name="palette"
        value={settings.palette}
        onChange={(event) =>
          update({ palette: event.target.value as AppearanceSettings['palette'] })
        }
        sx={GRID}
      >
        {PALETTES.map((palette) => (
          <FormControlLabel
            key={palette.name}
            value={palette.name}
            control={<Radio size="small" />}
            data-palette={palette.name}
            sx={{ mr: 0 }}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 28,
                    height: 18,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    background: `linear-gradient(90deg, ${palette[scheme].primary} 50%, ${palette[scheme].secondary} 50%)`,
                  }}
                />
                {palette.name}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The Appearance drawer (docs/appearance.md): every choice is painted and saved at once. */
export function AppearancePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { settings, update } = useAppearance();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 380 }, p: 2.5 },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Appearance
        </Typography>
        <IconButton aria-label="Close appearance" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={2.5}>
        <Choices field="layout" label="Layout" options={APPEARANCE_LAYOUTS} />
        <Choices field="mode" label="Mode" options={APPEARANCE_MODES} />
        <FormControlLabel
          control={
            <Switch
              checked={settings.gradient}
              onChange={(event) => update({ gradient: event.target.checked })}
            />
          }
          label="Gradient"
          sx={{ ml: 0 }}
        />
        <Choices field="decoration" label="Decoration" options={APPEARANCE_DECORATIONS} />
        <Choices
          field="backgroundPosition"
          label="Background position"
          options={APPEARANCE_BACKGROUND_POSITIONS}
        />
        <PaletteChoices />
      </Stack>
    </Drawer>
  );
}
