export type PaginationControl = 'first' | 'previous' | 'next' | 'last';

export type PaginationEntry =
  | { kind: 'control'; control: PaginationControl; page: number; disabled: boolean; label: string }
  | { kind: 'page'; page: number; current: boolean; label: string }
  | { kind: 'gap'; key: string };

const CONTROL_LABELS: Record<PaginationControl, string> = {
  first: 'Go to first page',
  previous: 'Go to previous page',
  next: 'Go to next page',
  last: 'Go to last page',
};

/** The page numbers shown: the first, the last, and `siblings` on each side of the current one. */
function visiblePages(page: number, count: number, siblings: number): Array<number | 'gap'> {
  const shown = new Set([1, count]);
  for (let offset = -siblings; offset <= siblings; offset += 1) {
    const near = page + offset;
    if (near >= 1 && near <= count) shown.add(near);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((current, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || current === previous + 1) return [current];
    // One missing page is shown rather than a gap standing for it.
    return current === previous + 2 ? [previous + 1, current] : ['gap' as const, current];
  });
}

/**
 * Spec §2 pagination: first, previous, page numbers, next, last; first and previous disabled on
 * page 1, next and last on the last page. `count` is the number of pages (at least 1).
 */
export function paginationModel(page: number, count: number, siblings = 1): PaginationEntry[] {
  const last = Math.max(1, count);
  const current = Math.min(Math.max(1, page), last);
  const control = (name: PaginationControl, target: number, disabled: boolean) =>
    ({
      kind: 'control',
      control: name,
      page: target,
      disabled,
      label: CONTROL_LABELS[name],
    }) as const;
  return [
    control('first', 1, current === 1),
    control('previous', current - 1, current === 1),
    ...visiblePages(current, last, siblings).map(
      (entry, index): PaginationEntry =>
        entry === 'gap'
          ? { kind: 'gap', key: `gap-${index}` }
          : {
              kind: 'page',
              page: entry,
              current: entry === current,
              label: entry === current ? `Page ${entry}, current page` : `Go to page ${entry}`,
            },
    ),
    control('next', current + 1, current === last),
    control('last', last, current === last),
  ];
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
