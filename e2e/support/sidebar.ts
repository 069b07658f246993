import type { Page } from '@playwright/test';

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export function topLevelItems(page: Page) {
  return mainMenu(page).locator('[data-menu-level="0"]');
}

export function childItems(page: Page) {
  return mainMenu(page).locator('[data-menu-level="1"]');
}
