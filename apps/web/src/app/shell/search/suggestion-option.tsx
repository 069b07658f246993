import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SearchSuggestion } from '@quadro/contract/search';
import type { HTMLAttributes } from 'react';

const PROFILE_LINK_PREFIX = '/app/profile/';

/** One suggestion of the top-bar search: a person, or a screen marked as such. */
export function SuggestionOption({
  suggestion,
  optionProps,
}: {
  suggestion: SearchSuggestion;
  optionProps: HTMLAttributes<HTMLLIElement>;
}) {
  const isPerson = suggestion.link.startsWith(PROFILE_LINK_PREFIX);
  const Icon = isPerson ? PersonOutlinedIcon : WebAssetIcon;
  return (
    <Box component="li" {...optionProps} sx={{ gap: 1 }}>
      <Icon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <span>{suggestion.name}</span>
      {!isPerson && (
        <Typography component="span" variant="caption" sx={{ ml: 'auto', color: 'text.secondary' }}>
          Screen
        </Typography>
      )}
    </Box>
  );
}
