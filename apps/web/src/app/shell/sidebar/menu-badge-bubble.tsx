import Box from '@mui/material/Box';
import { useQueries } from '@tanstack/react-query';
import type { MenuBadge } from '../../routes/menu-badge.ts';

/**
 * The count and the sentence screen readers hear after an entry's name: one badge on a link, or
 * a closed group's badges as one (the counts added, the sentences joined).
 */
export function useMenuBadges(badges: readonly MenuBadge[]) {
  const answers = useQueries({ queries: badges.map((badge) => badge.query) });
  const counts = badges.map((badge, index) => {
    const data = answers[index]?.data;
    return data === undefined ? 0 : (badge.countOf(data) ?? 0);
  });
  const total = counts.reduce((sum, count) => sum + count, 0);
  return {
    count: total || undefined,
    description: total
      ? badges
          .flatMap((badge, index) => {
            const count = counts[index] ?? 0;
            return count ? [badge.describe(count)] : [];
          })
          .join('; ')
      : undefined,
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
