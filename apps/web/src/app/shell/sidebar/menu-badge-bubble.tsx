import Box from '@mui/material/Box';
import type { MenuBadge } from '../../routes/menu-badge.ts';

const useNoCount = (): number | undefined => undefined;

/** The count of an entry's badge and the sentence screen readers hear after its name. */
export function useMenuBadge(badge: MenuBadge | undefined) {
  const useCount = badge?.useCount ?? useNoCount;
  const count = useCount();
  return {
    count: count || undefined,
    description: count && badge ? badge.describe(count) : undefined,
  };
}

/**
 * The number drawn by CSS, hidden from assistive technology: the entry's text and accessible name
 * stay its name, and the sentence goes in its aria-description.
 */
export function MenuBadgeBubble({ count }: { count: number }) {
  return (
    <Box
      aria-hidden
      data-count={count > 999 ? '999+' : count}
      sx={{
        ml: 1,
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '20px',
        textAlign: 'center',
        '&::after': { content: 'attr(data-count)' },
      }}
    />
  );
}
