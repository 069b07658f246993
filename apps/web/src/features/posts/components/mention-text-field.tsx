import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../app/use-debounced-value.ts';
import { visuallyHidden } from '../../../components/layout/visually-hidden.ts';
import { useMentionSuggestions } from '../api/get-mention-suggestions.ts';
import {
  insertMention,
  type MentionQuery,
  mentionQueryAt,
  mentionsIn,
  type PickedMention,
} from '../mentions.ts';

const TYPING_PAUSE_MS = 200;

interface MentionTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  mentions: readonly PickedMention[];
  onMentionsChange: (mentions: PickedMention[]) => void;
  /** Characters the sent text holds (mentions as their tokens), and its limit. */
  length: number;
  max: number;
  error?: string | undefined;
  minRows?: number;
  autoFocus?: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * A plain-text field where '@' and a few letters of a name suggest people (the search
 * suggestions call): arrows move, Enter or Tab picks, Escape closes, or a click. A picked person
 * reads `@Name` in the field and is listed under it; the post sends the mention's token.
 */
export function MentionTextField({
  name,
  label,
  value,
  onChange,
  mentions,
  onMentionsChange,
  length,
  max,
  error,
  minRows = 3,
  autoFocus,
  inputRef,
}: MentionTextFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const textarea = inputRef ?? ownRef;
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const term = useDebouncedValue(query?.query.trim() ?? '', TYPING_PAUSE_MS);

  const suggestions = useMentionSuggestions(term);
  const people = query && term !== '' && !dismissed ? (suggestions.data ?? []) : [];
  const open = people.length > 0;
  const activeIndex = Math.min(active, Math.max(people.length - 1, 0));

  const readCaret = (target: HTMLTextAreaElement | HTMLInputElement) => {
    const next = mentionQueryAt(target.value, target.selectionStart ?? target.value.length);
    setQuery((current) =>
      current?.start === next?.start && current?.query === next?.query ? current : next,
    );
    if (!next) setDismissed(false);
  };

  const pick = (person: PickedMention) => {
    const element = textarea.current;
    if (!query || !element) return;
    const caret = element.selectionStart ?? value.length;
    const inserted = insertMention(value, query, caret, person.name);
    onChange(inserted.text);
    onMentionsChange([...mentionsIn(inserted.text, mentions), person]);
    setQuery(null);
    setActive(0);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(inserted.caret, inserted.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + people.length) % people.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const person = people[activeIndex];
      if (!person) return;
      event.preventDefault();
      pick(person);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const named = mentionsIn(value, mentions);
  const helperId = `${id}-helper`;
  const hintId = `${id}-hint`;
  return (
    <Stack spacing={0.5}>
      <Box sx={{ position: 'relative' }}>
        <FormControl fullWidth error={error !== undefined}>
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <OutlinedInput
            id={id}
            name={name}
            label={label}
            multiline
            minRows={minRows}
            value={value}
            autoFocus={autoFocus}
            inputRef={textarea}
            onChange={(event) => {
              onChange(event.target.value);
              readCaret(event.target);
            }}
            onSelect={(event) => readCaret(event.target as HTMLTextAreaElement)}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(() => setDismissed(true), 150)}
            onFocus={() => setDismissed(false)}
            slotProps={{
              input: {
                'aria-describedby': `${helperId} ${hintId}`,
                'aria-controls': open ? listId : undefined,
                'aria-activedescendant': open ? `${listId}-${activeIndex}` : undefined,
              },
            }}
          />
          <FormHelperText
            id={helperId}
            component="div"
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mx: 0.5 }}
          >
            <span>{error ?? ''}</span>
            <Box
              component="span"
              sx={{ color: length > max ? 'error.main' : 'text.secondary', whiteSpace: 'nowrap' }}
            >
              {length} / {max}
            </Box>
          </FormHelperText>
        </FormControl>
        {open && (
          <Paper
            elevation={6}
            sx={{ position: 'absolute', left: 0, right: 0, top: '100%', zIndex: 2, mt: -2.5 }}
          >
            <Box
              component="ul"
              id={listId}
              role="listbox"
              aria-label="People to mention"
              sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0 }}
            >
              {people.map((person, index) => (
                <Box
                  component="li"
                  key={person.personId}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(person)}
                  sx={{
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    bgcolor: index === activeIndex ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  {person.name}
                </Box>
              ))}
            </Box>
          </Paper>
        )}
      </Box>
      <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary', px: 0.5 }}>
        Type @ and part of a name to mention someone; they get an e-mail with a link.
        {named.length > 0 && ` Mentioning: ${named.map((mention) => mention.name).join(', ')}.`}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {open
          ? `${people.length} ${people.length === 1 ? 'person' : 'people'} to mention: up and down arrows to choose, Enter to pick.`
          : ''}
      </Box>
    </Stack>
  );
}
