import type { MenuItem } from './menu.ts';

export interface SearchSuggestion {
  name: string;
  link: string;
}

/** The menu entries a user can open, groups flattened into their children. */
export function menuLinks(items: readonly MenuItem[]): SearchSuggestion[] {
  return items.flatMap((item) => [
    ...(item.link ? [{ name: item.name, link: item.link }] : []),
    ...menuLinks(item.child ?? []),
  ]);
}

/** Spec §9: case-insensitive substring match on the name; nothing for an empty term. */
export function searchMenu(
  items: readonly MenuItem[],
  term: string,
  limit = Number.POSITIVE_INFINITY,
): SearchSuggestion[] {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return [];
  return menuLinks(items)
    .filter((entry) => entry.name.toLowerCase().includes(wanted))
    .slice(0, limit);
}

/** Spec §5: an empty or blank term is refused and nothing is searched. */
export function isValidSearchTerm(term: string): boolean {
  return term.trim() !== '';
}
