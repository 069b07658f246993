/**
 * Pages opened from a mailed link whose address carries a one-use secret. The API serves them as
 * the web app's page and never writes those segments to its log (log-redaction.ts).
 */
export const RESET_PASSWORD_PAGE = '/reset-password/:id/:code';
export const BLOCK_MONTH_PAGE = '/travel-pass/block-month/:code';

export const SECRET_LINK_PAGES: readonly string[] = [RESET_PASSWORD_PAGE, BLOCK_MONTH_PAGE];
