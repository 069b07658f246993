import type { Page } from '@playwright/test';

/** How far the page itself scrolls sideways (a table may, inside its own box): 0 when it fits. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return Number(
    await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    ),
  );
}
