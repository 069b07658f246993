import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMayOpen } from '../use-may-open.ts';

/** A titled card of a dashboard, named by its title, with a line under it and a link to its page. */
export function DashboardCard({
  title,
  caption,
  link,
  children,
}: {
  title: string;
  caption?: string | null | undefined;
  link?: { label: string; href: string } | null | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  const mayOpen = useMayOpen();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent component={Stack} spacing={1.5} sx={{ height: '100%' }}>
        <div>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {caption && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {caption}
            </Typography>
          )}
        </div>
        <div style={{ flexGrow: 1 }}>{children}</div>
        {link && mayOpen(link.href) && (
          <Link component={RouterLink} to={link.href} variant="body2">
            {link.label}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
