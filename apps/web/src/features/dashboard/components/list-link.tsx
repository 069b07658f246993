import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useMayOpen } from '../use-may-open.ts';

/**
 * A dashboard number or line linking to the list it counts; as plain text for someone who may not
 * open that list (its words stay, its link would only lead to a refusal).
 */
export function ListLink({ href, children, ...props }: Omit<LinkProps, 'href'> & { href: string }) {
  const mayOpen = useMayOpen();
  if (!mayOpen(href)) {
    return (
      <Box component="span" sx={props.sx} className={props.className}>
        {children}
      </Box>
    );
  }
  return (
    <Link component={RouterLink} to={href} {...props}>
      {children}
    </Link>
  );
}
