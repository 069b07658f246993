import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { parsePostText } from '@quadro/contract/post-text';
import { Link as RouterLink } from 'react-router';

/**
 * A post's or comment's text as written: plain runs as text (never HTML), addresses as links
 * opening in a new tab, mentions as links to the person's profile. Line breaks are kept.
 */
export function PostText({ text }: { text: string }) {
  return (
    <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parsePostText(text).map((segment, index) => {
        const key = `${index}-${segment.kind}`;
        if (segment.kind === 'link') {
          return (
            <Link key={key} href={segment.href} target="_blank" rel="noopener noreferrer">
              {segment.text}
            </Link>
          );
        }
        if (segment.kind === 'mention') {
          return (
            <Link
              key={key}
              component={RouterLink}
              to={`/app/profile/${segment.personId}`}
              sx={{ fontWeight: 500 }}
            >
              {segment.text}
            </Link>
          );
        }
        return <span key={key}>{segment.text}</span>;
      })}
    </Box>
  );
}
