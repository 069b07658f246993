import { readFileSync } from 'node:fs';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { keepAppearanceInThisPage } from '../support/appearance.ts';
import { expect, test } from '../support/fixtures.ts';
import { mainMenu } from '../support/sidebar.ts';
import { signIn } from '../support/sign-in.ts';

const EMPLOYEE = 'employee@example.com';
/** Quadro's one version: the sidebar shows the root package.json's. */
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

test.describe.configure({ mode: 'parallel' });

test.describe('desktop shell', () => {
  test('an empty search term is refused and nothing is searched', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page.getByText(VALIDATION_MESSAGES.invalidSearchTerm)).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('unknown /app paths show the not-found page inside the shell', async ({ page }) => {
    await signIn(page, EMPLOYEE, { at: '/app/does-not-exist' });
    await expect(page.getByText('Oops, Page Not Found :(')).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
  });

  test('an id page shows its breadcrumb and goes back', async ({ page }) => {
    await signIn(page, 'admin@example.com', { at: '/app/projects' });
    await page.getByRole('table').getByRole('rowheader').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/projects\/[^/]+\/summary-executive$/);
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Project Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/app\/projects$/);
  });

  test('the dashboard has no page header', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page.getByText('You are here:')).toHaveCount(0);
    await page.goto('/app/crm-dashboard');
    await expect(page.getByText('You are here:')).toHaveCount(0);
  });

  test('routes of other profiles are hidden', async ({ page }) => {
    await signIn(page, EMPLOYEE, { at: '/app/system-parameters' });
    await expect(page.getByText('Oops, Page Not Found :(')).toBeVisible();
  });

  test('the guide walks five steps', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.getByRole('button', { name: 'Show Guide' }).click();
    const guide = page.getByRole('dialog');
    await expect(guide.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (let step = 0; step < 4; step++) await guide.getByRole('button', { name: 'Next' }).click();
    await guide.getByRole('button', { name: 'Done' }).click();
    await expect(guide).toBeHidden();
  });

  test('the version opens the changelog', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.getByRole('button', { name: `Version ${version}` }).click();
    const changelog = page.getByRole('dialog');
    await expect(changelog.getByRole('heading', { name: /2\.4\.0/ })).toBeVisible();
    await expect(changelog.getByRole('heading', { name: /2\.0\.0/ })).toBeVisible();
  });

  test('status and theme are kept locally', async ({ page }) => {
    // The theme is saved with the appearance (appearance.spec.ts); here it stays in this page, so
    // the employee's other tests keep the light theme.
    await keepAppearanceInThisPage(page);
    await signIn(page, EMPLOYEE);
    await page.getByRole('button', { name: 'Status: online' }).click();
    await page.getByRole('menuitem', { name: 'bussy' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Status: bussy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('the top bar darkens and shows the title when scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 480 });
    await signIn(page, EMPLOYEE, { at: '/app/my-profile' });
    const bar = page.locator('header[data-darkened]');
    await expect(bar).toHaveAttribute('data-darkened', 'false');
    await page.mouse.wheel(0, 400);
    await expect(bar).toHaveAttribute('data-darkened', 'true');
    await expect(page.getByTestId('top-bar-title')).toBeVisible();
    await expect(page.locator('[data-fixed]')).toHaveAttribute('data-fixed', 'true');
  });

  test('New Post opens the public tab of my profile', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await page.getByRole('link', { name: 'New Post' }).click();
    await expect(page).toHaveURL(/\/app\/my-profile\?selectedTab=public$/);
    await expect(page.getByRole('tab', { name: 'Public' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('phone shell', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer opened by the menu button', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/app$/);
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Public Feed' }).click();
    await expect(page).toHaveURL(/\/app\/public-feed$/);
    await expect(mainMenu(page)).toBeHidden();
  });
});
