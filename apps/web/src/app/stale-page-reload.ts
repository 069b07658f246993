import { PAGE_RELOAD_DELAY_MS } from '@quadro/contract/ui-constants';

const LAST_RELOAD_KEY = 'quadro.stalePageReloadAt';
/** A page still failing this soon after its reload is broken, not stale: show the error page. */
const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * A deploy replaces the hashed scripts, so a tab opened before it fails to load the next page it
 * opens (Vite's `vite:preloadError`, for route pages and lazy parts alike). The tab reloads after
 * spec §9's page-loaded reload delay, getting the new version; meanwhile the route's error page
 * shows. Once only: if the page fails again within 30 s, it stays on the error page.
 */
export function reloadWhenAPageIsStale(): void {
  window.addEventListener('vite:preloadError', () => {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    window.setTimeout(() => window.location.reload(), PAGE_RELOAD_DELAY_MS);
  });
}
