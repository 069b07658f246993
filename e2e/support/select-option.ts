import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Picks `option` in an MUI select: opens it, clicks the option and waits for the list to close.
 * A click that lands while the menu is still opening can be lost on a loaded machine, so the
 * whole pick is tried again until the list has closed on the option.
 */
export async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await expect(async () => {
    const listbox = page.getByRole('listbox');
    if (!(await listbox.isVisible())) await combobox.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
