import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';

/**
 * Markdown elements as the theme's: the '# ' heading is the panel's title already, so it is left
 * out; raw HTML in the text is never rendered (react-markdown skips it unless told otherwise).
 */
const COMPONENTS: Components = {
  h1: () => null,
  h2: ({ children }) => (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body2" sx={{ my: 1 }}>
      {children}
    </Typography>
  ),
  li: ({ children }) => (
    <Typography variant="body2" component="li" sx={{ my: 0.5 }}>
      {children}
    </Typography>
  ),
  a: ({ children, href }) => <Link href={href}>{children}</Link>,
};

/** A screen's help text, loaded with the panel's first opening (kept out of the entry bundle). */
export default function HelpMarkdown({ source }: { source: string }) {
  return <Markdown components={COMPONENTS}>{source}</Markdown>;
}
