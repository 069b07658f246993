import type { Page } from '@playwright/test';

/**
 * The signed-in user's appearance answered from this page's memory instead of the server: for
 * tests that switch a shared demo account to dark, so the suite's other tests, which sign in as
 * the same person, keep its saved appearance (docs/appearance.md).
 */
export async function keepAppearanceInThisPage(page: Page) {
  let kept: { settings: Record<string, unknown>; guideSeen: boolean } | undefined;
  await page.route('**/api/accounts/appearance', async (route) => {
    if (route.request().method() === 'PUT') {
      kept = { settings: route.request().postDataJSON(), guideSeen: true };
      await route.fulfill({ json: kept });
      return;
    }
    if (!kept) {
      const response = await route.fetch();
      kept = await response.json();
    }
    await route.fulfill({ json: kept });
  });
}
