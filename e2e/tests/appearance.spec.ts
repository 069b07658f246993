import type { Page } from '@playwright/test';
import { PALETTES } from '@quadro/contract/appearance';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hireWithDislocation } from '../support/hire-with-dislocation.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { mainMenu } from '../support/sidebar.ts';
import { signIn } from '../support/sign-in.ts';

const PASSWORD = 'Appearance#2026';
const YEAR = new Date().getFullYear();
const SHOTS = '../docs/screenshots';

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function paletteOf(name: string) {
  const palette = PALETTES.find((each) => each.name === name);
  if (!palette) throw new Error(`no palette ${name}`);
  return palette;
}

const topBar = (page: Page) => page.locator('header[data-darkened]');

async function openAppearance(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Appearance' }).click();
  const panel = page.getByRole('dialog', { name: 'Appearance' });
  await expect(panel).toBeVisible();
  return panel;
}

async function expectLook(page: Page, layout: string, palette: string) {
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
  await expect(topBar(page)).toHaveCSS('background-color', rgb(paletteOf(palette).dark.primary));
}

test.describe.configure({ mode: 'parallel' });
// Each test hires a person of its own (their first sign-in, their own saved look): that takes time.
test.setTimeout(360_000);

test('the guide opens by itself at the first sign-in, walks five steps, and not again', async ({
  page,
  browser,
  pageAs,
}) => {
  await signIn(page, 'hr@example.com', { at: '/app/employees' });
  const hire = await hireWithDislocation(browser, page, {
    year: YEAR,
    firstName: 'Guida',
    password: PASSWORD,
  });
  const first = await pageAs(hire.email, { password: PASSWORD, firstSignIn: true });
  const guide = first.getByRole('dialog');
  await expect(guide.getByRole('heading', { name: 'Welcome to Quadro' })).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Back' })).toBeDisabled();
  const titles = [
    'Your menu',
    'The monthly routine',
    'Approvals and badges',
    'Profile, feed and search',
  ];
  for (const title of titles) {
    await guide.getByRole('button', { name: 'Next' }).click();
    await expect(guide.getByRole('heading', { name: title })).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Back' })).toBeEnabled();
  }
  await guide.getByRole('button', { name: 'Back' }).click();
  await expect(guide.getByRole('heading', { name: 'Approvals and badges' })).toBeVisible();
  await guide.getByRole('button', { name: 'Next' }).click();
  await expect(guide.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await guide.getByRole('button', { name: 'Done' }).click();
  await expect(guide).toBeHidden();

  // Done recorded it on the server: neither a reload nor another browser opens it again.
  await first.reload();
  await expect(first.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await afterPageTransition(first);
  await expect(first.getByRole('dialog')).toHaveCount(0);
  const second = await pageAs(hire.email, { password: PASSWORD, firstSignIn: true });
  await afterPageTransition(second);
  await expect(second.getByRole('dialog')).toHaveCount(0);
  // Show Guide still opens it on demand.
  await second.getByRole('button', { name: 'Show Guide' }).click();
  await expect(second.getByRole('heading', { name: 'Welcome to Quadro' })).toBeVisible();
});

test('desktop: layout, dark mode and a palette survive a reload and a fresh browser', async ({
  page,
  browser,
  pageAs,
}) => {
  await signIn(page, 'hr@example.com', { at: '/app/employees' });
  const hire = await hireWithDislocation(browser, page, {
    year: YEAR,
    firstName: 'Aurora',
    password: PASSWORD,
  });
  const own = await pageAs(hire.email, { password: PASSWORD });
  await expect(own.locator('[data-layout]')).toHaveAttribute('data-layout', 'left-sidebar');
  const panel = await openAppearance(own);

  // Right sidebar: the menu moves to the right edge.
  await panel.getByRole('radio', { name: 'Right sidebar' }).check();
  await expect(own.locator('[data-layout]')).toHaveAttribute('data-layout', 'right-sidebar');
  const sidebar = own.getByLabel('Sidebar', { exact: true });
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBeGreaterThan(1000);

  await panel.getByRole('radio', { name: 'Dark' }).check();
  await panel.getByRole('radio', { name: 'Emerald' }).check();
  await panel.getByRole('switch', { name: 'Gradient' }).check();
  await panel.getByRole('radio', { name: 'Waves' }).check();
  await panel.getByRole('radio', { name: 'Half page' }).check();
  await panel.getByRole('radio', { name: 'Mega menu' }).check();
  await expectLook(own, 'mega-menu', 'Emerald');
  await afterPageTransition(own);
  await own.screenshot({ path: `${SHOTS}/appearance-panel-desktop.png` });
  expect(await axeViolations(own)).toEqual([]);
  await own.getByRole('button', { name: 'Close appearance' }).click();
  await expect(panel).toBeHidden();

  // Mega menu: one button opens every group at once.
  await own.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(mainMenu(own).getByRole('link', { name: 'Public Feed' })).toBeVisible();
  await afterPageTransition(own);
  await own.screenshot({ path: `${SHOTS}/appearance-mega-menu-desktop.png` });
  await mainMenu(own).getByRole('link', { name: 'Public Feed' }).click();
  await expect(own).toHaveURL(/\/app\/public-feed$/);
  await expect(mainMenu(own)).toBeHidden();

  // Top navigation: the menu is a bar under the top bar.
  await (await openAppearance(own)).getByRole('radio', { name: 'Top navigation' }).check();
  await own.keyboard.press('Escape');
  await expect(mainMenu(own).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await mainMenu(own).getByRole('link', { name: 'Dashboard' }).click();
  await expect(own).toHaveURL(/\/app$/);
  await expectLook(own, 'top-navigation', 'Emerald');
  await afterPageTransition(own);
  await own.screenshot({ path: `${SHOTS}/appearance-top-navigation-dark-desktop.png` });
  expect(await axeViolations(own)).toEqual([]);

  // A reload paints the cached look before the API answers (the answer held back here).
  await own.route(
    '**/api/accounts/appearance',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue().catch(() => undefined);
    },
    { times: 1 },
  );
  await own.reload();
  await expect(topBar(own)).toHaveCSS('background-color', rgb(paletteOf('Emerald').dark.primary), {
    timeout: 6000,
  });
  await expect(own.locator('html')).toHaveClass(/\bdark\b/, { timeout: 6000 });
  await expectLook(own, 'top-navigation', 'Emerald');

  // Another browser, nothing cached: the server's answer.
  const fresh = await pageAs(hire.email, { password: PASSWORD });
  await expectLook(fresh, 'top-navigation', 'Emerald');
  await expect(mainMenu(fresh).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('phone: every layout is the drawer, and the look survives a reload and a fresh browser', async ({
  page,
  browser,
  pageAs,
}) => {
  const phone = { width: 390, height: 844 };
  await signIn(page, 'hr@example.com', { at: '/app/employees' });
  const hire = await hireWithDislocation(browser, page, {
    year: YEAR,
    firstName: 'Flora',
    password: PASSWORD,
  });
  const own = await pageAs(hire.email, { password: PASSWORD, viewport: phone });
  const panel = await openAppearance(own);
  await panel.getByRole('radio', { name: 'Top navigation' }).check();
  await panel.getByRole('radio', { name: 'Dark' }).check();
  await panel.getByRole('radio', { name: 'Rose' }).focus();
  await own.keyboard.press('Space');
  await expect(panel.getByRole('radio', { name: 'Rose' })).toBeChecked();
  await panel.getByRole('radio', { name: 'Dots' }).check();
  await afterPageTransition(own);
  await own.screenshot({ path: `${SHOTS}/appearance-panel-phone.png` });
  expect(await axeViolations(own)).toEqual([]);
  await own.getByRole('button', { name: 'Close appearance' }).click();
  await expectLook(own, 'left-sidebar', 'Rose');

  await own.reload();
  await expectLook(own, 'left-sidebar', 'Rose');
  await expect(mainMenu(own)).toBeHidden();
  await own.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(mainMenu(own)).toBeVisible();
  await afterPageTransition(own);
  await own.screenshot({ path: `${SHOTS}/appearance-drawer-dark-phone.png` });
  await own.keyboard.press('Escape');

  const fresh = await pageAs(hire.email, { password: PASSWORD, viewport: phone });
  await expectLook(fresh, 'left-sidebar', 'Rose');
  await afterPageTransition(fresh);
  await fresh.screenshot({ path: `${SHOTS}/appearance-dark-phone.png` });
  expect(await axeViolations(fresh)).toEqual([]);
  // The same person on a wide screen gets the top navigation they chose.
  const wide = await pageAs(hire.email, { password: PASSWORD });
  await expectLook(wide, 'top-navigation', 'Rose');
});
