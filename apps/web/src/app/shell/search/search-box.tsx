import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { isValidSearchTerm, SEARCH_TERM_MAX, type SearchSuggestion } from '@quadro/contract/search';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../notifications/notification-store.ts';
import { useDebouncedValue } from '../../use-debounced-value.ts';
import { useSearchSuggestions } from './search-suggestions.ts';
import { SuggestionOption } from './suggestion-option.tsx';

const SUGGESTION_DELAY_MS = 250;

/** Top-bar search: people and screen suggestions from the server while typing, Enter opens /app/search. */
export function SearchBox({
  onDone,
  autoFocus = false,
}: {
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const settledTerm = useDebouncedValue(term.trim(), SUGGESTION_DELAY_MS);
  const { data } = useSearchSuggestions(settledTerm);
  const suggestions = isValidSearchTerm(term) ? (data ?? []) : [];

  const search = (value: string) => {
    if (!isValidSearchTerm(value)) {
      toast.error(VALIDATION_MESSAGES.invalidSearchTerm);
      return;
    }
    navigate(`/app/search?search=${encodeURIComponent(value.trim())}`);
    setTerm('');
    onDone?.();
  };

  const open = (suggestion: SearchSuggestion) => {
    navigate(suggestion.link);
    setTerm('');
    onDone?.();
  };

  return (
    <Autocomplete<SearchSuggestion, false, false, true>
      freeSolo
      options={suggestions}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.link)}
      renderOption={({ key, ...optionProps }, option) => (
        <SuggestionOption key={key} suggestion={option} optionProps={optionProps} />
      )}
      inputValue={term}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setTerm(value)}
      onChange={(_event, value) => {
        // Blank terms are refused in onKeyDown, where Autocomplete still lets Enter through.
        if (typeof value === 'string' && isValidSearchTerm(value)) search(value);
        else if (value !== null && typeof value !== 'string') open(value);
      }}
      value={null}
      sx={{ width: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search people and screens"
          size="small"
          autoFocus={autoFocus}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !isValidSearchTerm(term)) search(term);
          }}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': 'Search',
              maxLength: SEARCH_TERM_MAX,
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
