/** Interface constants of spec §9. */
export const TOAST_DURATION_MS = 8000;
export const SNACKBAR_DURATION_MS = 4000;
export const SIDEBAR_WIDTH_PX = 260;
export const SCROLL_DARKEN_PX = 30;
export const SCROLL_TITLE_PX = 40;
export const SCROLL_FIXED_MENU_PX = 64;
export const PAGE_TRANSITION_MS = 700;
/**
 * Spec §9's page-loaded reload delay: when a page's script fails to load (a new version replaced
 * the one this tab started with), the tab reloads this long after, once.
 */
export const PAGE_RELOAD_DELAY_MS = 500;
/** How long a query's data is kept once no screen shows it (spec §7: "kept 15 s"). */
export const QUERY_KEPT_MS = 15_000;
export const SEARCH_SUGGESTIONS_MAX = 5;
/** Calendar event and work day forms submit this long after the click. */
export const CALENDAR_FORM_SUBMIT_DELAY_MS = 500;
export const CALENDAR_STEP_MINUTES = 60;
export const USER_STATUSES = ['online', 'idle', 'bussy', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
