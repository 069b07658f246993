/**
 * Spec §9: search ignores case and accents ('joao' finds 'João'). Lower-cases and strips the
 * combining marks of the canonical decomposition, as the database's `immutable_unaccent` does.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded text contains the folded, trimmed term. */
export function foldedContains(text: string, term: string): boolean {
  return foldForSearch(text).includes(foldForSearch(term.trim()));
}
