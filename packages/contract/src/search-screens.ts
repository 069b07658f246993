import { APP_PAGES, type AppPage } from './page-access.ts';
import { mayOpen } from './page-audience.ts';
import type { SearchScreen } from './search.ts';
import { foldedContains } from './search-folding.ts';

/** Pages search never offers: the error pages (docs/decisions.md, "Screens in search"). */
const UNSEARCHABLE_PATHS: ReadonlySet<string> = new Set([
  '/app/pages/not-found',
  '/app/pages/error',
]);

function isSearchable(page: AppPage): boolean {
  return !page.path.includes(':') && !UNSEARCHABLE_PATHS.has(page.path);
}

/**
 * The screens the holder of these profiles may open (and, for a page that tells others 'No Data',
 * reads) whose title contains the term, ignoring case and accents, in the table's order; none for
 * a blank term.
 */
export function screensMatching(term: string, profiles: readonly string[]): SearchScreen[] {
  if (term.trim() === '') return [];
  return (APP_PAGES as readonly AppPage[])
    .filter(
      (page) =>
        isSearchable(page) &&
        mayOpen(profiles, page.readers ?? page.audience) &&
        foldedContains(page.title, term),
    )
    .map((page) => ({ title: page.title, link: page.path }));
}
