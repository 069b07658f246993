import type { Page } from '@playwright/test';
import { PAGE_TRANSITION_MS } from '@quadro/contract/ui-constants';

/** Pages fade in (spec §9): screenshots and colour checks wait for the final paint. */
export async function afterPageTransition(page: Page) {
  await page.waitForTimeout(PAGE_TRANSITION_MS + 100);
}
