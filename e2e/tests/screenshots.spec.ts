import { keepAppearanceInThisPage } from '../support/appearance.ts';
import {
  docScreenshotFiles,
  picturesTheDocsReference,
  picturesTheSuiteWrites,
} from '../support/doc-pictures.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { mainMenu } from '../support/sidebar.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

test.describe.configure({ mode: 'parallel' });

test('every picture in docs/screenshots is rewritten by the suite, and every one the docs show exists', () => {
  const written = picturesTheSuiteWrites();
  const files = docScreenshotFiles();
  expect(
    files.filter((file) => !written.some((picture) => picture.test(file))),
    'in docs/screenshots but written by no test (it would go stale)',
  ).toEqual([]);
  expect(
    picturesTheDocsReference()
      .filter(({ picture }) => !files.some((file) => picture.test(file)))
      .map(({ file, picture }) => `${file}: ${picture.source}`),
    'shown or named by the docs but missing',
  ).toEqual([]);
});

for (const { name, viewport } of SIZES) {
  test.describe(`${name} screenshots`, () => {
    test.use({ viewport });

    test('public pages', async ({ page }) => {
      for (const path of ['/', '/login', '/register', '/forgot-password', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        const file = path === '/' ? 'landing' : path.slice(1);
        await afterPageTransition(page);
        await page.screenshot({ path: `screenshots/${name}-${file}.png`, fullPage: true });
      }
    });

    test('shell', async ({ page }) => {
      // Dark mode below stays in this page: HR's saved appearance is every other test's too.
      await keepAppearanceInThisPage(page);
      await signIn(page, 'hr@example.com');
      await expect(page.getByRole('region', { name: 'Latest posts' })).toBeVisible();
      await afterPageTransition(page);
      // README's first picture: the portal as HR finds it after signing in.
      await page.screenshot({ path: `../docs/screenshots/shell-${name}.png` });
      if (name === 'phone') {
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await expect(mainMenu(page)).toBeVisible();
        await afterPageTransition(page);
        await page.screenshot({ path: `screenshots/${name}-drawer.png` });
        await page.keyboard.press('Escape');
      }
      await page.goto('/app/my-profile');
      await expect(page.getByRole('button', { name: 'Options' })).toBeVisible();
      await afterPageTransition(page);
      await page.screenshot({ path: `screenshots/${name}-my-profile.png`, fullPage: true });
      await page.goto('/app/public-feed');
      await expect(page.getByRole('search', { name: 'Search posts' })).toBeVisible();
      await afterPageTransition(page);
      await page.screenshot({ path: `screenshots/${name}-public-feed.png` });
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.goto('/app/my-profile');
      await expect(page.getByRole('button', { name: 'Options' })).toBeVisible();
      await afterPageTransition(page);
      await page.screenshot({ path: `screenshots/${name}-my-profile-dark.png` });
    });
  });
}
