import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { personIdOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/00000000-0000-4000-8000-000000000000/some-code',
  '/maintenance',
  '/coming-soon',
  '/no-such-page',
];

const APP_PAGES = ['/app', '/app/my-profile', '/app/search?search=ana', '/app/vacations'];

/** Staff pages, each scanned as a holder of the profile that opens it. */
const STAFF_PAGES: { email: string; path: string }[] = [
  { email: 'hr@example.com', path: '/app/system-parameters' },
  { email: 'hr@example.com', path: '/app/employees' },
  { email: 'hr@example.com', path: '/app/client' },
  { email: 'hr@example.com', path: '/app/holiday' },
  { email: 'hr@example.com', path: '/app/transports' },
  { email: 'admin@example.com', path: '/app/projects' },
  { email: 'financial@example.com', path: '/app/manage-salary-receipts' },
  { email: 'employee@example.com', path: '/app/salary-receipts' },
  { email: 'financial@example.com', path: '/app/employees?search=ana' },
  { email: 'employee@example.com', path: '/app/my-profile?selectedTab=salary' },
  { email: 'employee@example.com', path: '/app/payments/allowances' },
  { email: 'financial@example.com', path: '/app/payments/manage-allowances' },
];

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`WCAG 2.1 AA on ${name}`, () => {
    test.use({ viewport });

    for (const path of PUBLIC_PAGES) {
      test(`public page ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }

    for (const path of APP_PAGES) {
      test(`employee page ${path}`, async ({ page }) => {
        await signIn(page, 'employee@example.com');
        await page.goto(path);
        await expectNoViolations(page);
      });
    }

    test("employee page /app/profile/:id (another person's)", async ({ page }) => {
      await signIn(page, 'employee@example.com');
      await page.goto(`/app/profile/${await personIdOf(page, 'João Pereira')}`);
      await expect(page.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
      await expectNoViolations(page);
    });

    for (const { email, path } of STAFF_PAGES) {
      test(`staff page ${path} as ${email}`, async ({ page }) => {
        await signIn(page, email);
        await page.goto(path);
        await expectNoViolations(page);
      });
    }
  });
}
