import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { personIdOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/login/sso?error=unknown_person',
  '/register',
  '/forgot-password',
  '/reset-password/00000000-0000-4000-8000-000000000000/some-code',
  '/maintenance',
  '/coming-soon',
  '/no-such-page',
];

/** Every page a profile opens, scanned in one signed-in browser per profile and size. */
const PAGES_BY_ACCOUNT: Record<string, string[]> = {
  'employee@example.com': [
    '/app',
    '/app/my-profile',
    '/app/search?search=ana',
    '/app/vacations',
    '/app/salary-receipts',
    '/app/my-profile?selectedTab=salary',
    '/app/payments/allowances',
    '/app/travels',
    '/app/evaluations',
    '/app/public-feed',
    '/app/my-profile?selectedTab=public',
  ],
  'hr@example.com': [
    '/app/system-parameters',
    '/app/employees',
    '/app/client',
    '/app/holiday',
    '/app/transports',
  ],
  'admin@example.com': ['/app/crm-dashboard', '/app/delivery-and-jobs', '/app/projects'],
  'cto@example.com': [
    '/app/manage-evaluations',
    '/app/manage-evaluations?view=cycle',
    '/app/manage-evaluations?view=teams',
  ],
  'evaluator@example.com': ['/app/manage-evaluations'],
  'financial@example.com': [
    '/app/crypto-dashboard',
    '/app/manage-salary-receipts',
    '/app/employees?search=ana',
    '/app/payments/manage-allowances',
    '/app/manage-travels',
    '/app/manage-travels?view=rates',
    '/app/manage-travels?view=road-trips',
    '/app/manage-travels?view=trip-limits',
    '/app/monthly-trips-justification',
  ],
};

/** Scans the open page once it has loaded; a failure names the page and lets the others run. */
async function check(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

async function scan(page: Page, path: string) {
  await page.goto(path);
  await check(page, path);
}

test.describe.configure({ mode: 'parallel' });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`WCAG 2.1 AA on ${name}`, () => {
    test.use({ viewport });

    test('public pages', async ({ page }) => {
      for (const path of PUBLIC_PAGES) await scan(page, path);
    });

    for (const [email, paths] of Object.entries(PAGES_BY_ACCOUNT)) {
      test(`pages of ${email}`, async ({ page }) => {
        const [first = '/app', ...rest] = paths;
        await signIn(page, email, { at: first });
        await check(page, first);
        for (const path of rest) await scan(page, path);
        if (email === 'cto@example.com') {
          // The last page is the year's teams: the first one's report and its members.
          await page
            .getByRole('table', { name: /^Teams of / })
            .getByRole('link')
            .first()
            .click();
          await expect(page.getByRole('region', { name: 'Average final score' })).toBeVisible();
          await check(page, page.url());
          await page.getByRole('tab', { name: /^Members/ }).click();
          await expect(page.getByRole('table', { name: /^Members of / })).toBeVisible();
          await check(page, page.url());
        }
        if (email === 'admin@example.com') {
          // The projects page is the last: its first project's executive summary.
          await page
            .getByRole('table', { name: 'Projects' })
            .getByRole('rowheader')
            .getByRole('link')
            .first()
            .click();
          await expect(page.getByRole('region', { name: 'Budget' })).toBeVisible();
          await check(page, page.url());
        }
        if (email === 'employee@example.com') {
          const path = `/app/profile/${await personIdOf(page, 'João Pereira')}`;
          await page.goto(path);
          await expect(page.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
          await check(page, path);
        }
      });
    }
  });
}
