import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { sidewaysOverflow } from '../support/page-overflow.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** The cards every profile's dashboard shows, whatever else it holds. */
const SHARED_CARDS = ['Who is away', 'Next holidays', 'Latest posts'];

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const waiting = (page: Page) => card(page, 'Waiting for you');

/** The page shows no title, breadcrumb or back button (spec §2's dashboard-like paths). */
async function expectNoPageHeader(page: Page) {
  await expect(page.getByText('You are here:')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
}

async function expectNoData(page: Page) {
  await expect(page.getByRole('heading', { name: 'No Data' })).toBeVisible();
  await expectNoPageHeader(page);
  await page.getByRole('link', { name: 'Go To Dashboard' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

test.describe.configure({ mode: 'parallel' });

test.describe('/app', () => {
  test("an employee's dashboard: their own cards, nothing waiting, the shared cards", async ({
    page,
  }) => {
    await signIn(page, 'employee@example.com');
    await expect(page.getByRole('heading', { name: 'Welcome, Ana' })).toBeVisible();
    await expectNoPageHeader(page);
    await expect(card(page, 'My vacations')).toBeVisible();
    for (const title of SHARED_CARDS) await expect(card(page, title)).toBeVisible();
    await expect(waiting(page)).toHaveCount(0);
    // Every number links to the list it counts, named with its label.
    const pending = card(page, 'My vacations').getByRole('link', {
      name: /^[\d.]+,\d{2} Pending$/,
    });
    await expect(pending).toHaveAttribute('href', /^\/app\/vacations/);
    await expect(
      card(page, 'Latest posts').getByRole('link', { name: 'Open the public feed' }),
    ).toHaveAttribute('href', '/app/public-feed');
  });

  test('HR: what waits for them, no employee cards, and a number opening its filtered list', async ({
    page,
  }) => {
    await signIn(page, 'hr@example.com');
    await expect(waiting(page)).toBeVisible();
    for (const title of SHARED_CARDS) await expect(card(page, title)).toBeVisible();
    await expect(card(page, 'My vacations')).toHaveCount(0);
    // HR sees everybody away, and the team calendar.
    await expect(card(page, 'Who is away').getByText('Everybody')).toBeVisible();
    const requests = waiting(page).getByRole('link', { name: /^\d+ Vacation requests$/ });
    await requests.click();
    await expect(page).toHaveURL(/\/app\/manage-vacations\?status=PendingApproval&kind=Request$/);
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Pending Approval');
    await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveText('Vacation');
  });

  const PROFILE_DASHBOARDS = [
    { email: 'trainee@example.com', cards: ['My travel pass'], waiting: [] },
    { email: 'comercial@example.com', cards: [], waiting: [] },
    { email: 'cto@example.com', cards: [], waiting: [/^\d+ Vacation requests$/] },
    {
      email: 'evaluator@example.com',
      cards: [],
      waiting: [/^\d+ Evaluations in Goal Setting$/],
    },
    {
      email: 'admin@example.com',
      cards: [],
      waiting: [/^\d+ Work maps waiting for approval/, /^\d+ Allowance plans$/],
    },
  ];
  const EMPLOYEE_CARDS = ['My vacations', 'My evaluation', 'My kilometres', 'My work map'];
  for (const profile of PROFILE_DASHBOARDS) {
    test(`${profile.email}: only the cards and counts its profiles give`, async ({ page }) => {
      await signIn(page, profile.email);
      for (const title of SHARED_CARDS) await expect(card(page, title)).toBeVisible();
      for (const title of profile.cards) await expect(card(page, title)).toBeVisible();
      for (const title of EMPLOYEE_CARDS) await expect(card(page, title)).toHaveCount(0);
      if (profile.waiting.length === 0) await expect(waiting(page)).toHaveCount(0);
      for (const name of profile.waiting) {
        await expect(waiting(page).getByRole('link', { name }).first()).toBeVisible();
      }
    });
  }

  test('an evaluator opens the evaluations a number counts, filtered by year and state', async ({
    page,
  }) => {
    await signIn(page, 'evaluator@example.com');
    const goalSetting = waiting(page).getByRole('link', { name: /Evaluations in Goal Setting$/ });
    await goalSetting.click();
    await expect(page).toHaveURL(/\/app\/manage-evaluations\?year=\d{4}&state=GoalSetting$/);
  });

  test('financial: money waiting, never the vacations HR decides', async ({ page }) => {
    await signIn(page, 'financial@example.com');
    await expect(waiting(page)).toBeVisible();
    await expect(waiting(page).getByRole('link', { name: /Vacation requests$/ })).toHaveCount(0);
    await expect(card(page, 'My vacations')).toHaveCount(0);
  });
});

test.describe('/app/crm-dashboard', () => {
  for (const email of ['admin@example.com', 'comercial@example.com', 'hr@example.com']) {
    test(`${email} reads clients and projects, without a page header`, async ({ page }) => {
      await signIn(page, email, { at: '/app/crm-dashboard' });
      await expect(card(page, 'Active projects')).toBeVisible();
      await expectNoPageHeader(page);
      for (const title of ['Hours per client', 'People per client', 'Projects ending soon']) {
        await expect(card(page, title)).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'No Data' })).toHaveCount(0);
    });
  }

  test('HR reads the active projects number without a link to the projects it cannot open', async ({
    page,
  }) => {
    await signIn(page, 'hr@example.com', { at: '/app/crm-dashboard' });
    const activeProjects = card(page, 'Active projects');
    await expect(activeProjects.getByText(/^\d+$/)).toBeVisible();
    await expect(activeProjects.getByRole('link')).toHaveCount(0);
  });

  test('the active projects number opens the projects list filtered by Active', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com', { at: '/app/crm-dashboard' });
    await card(page, 'Active projects').getByRole('link', { name: /^\d+ / }).click();
    await expect(page).toHaveURL(/\/app\/projects\?status=active$/);
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Active');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('Active');
  });

  for (const email of ['employee@example.com', 'financial@example.com']) {
    test(`${email} sees No Data and a way back to the dashboard`, async ({ page }) => {
      await signIn(page, email, { at: '/app/crm-dashboard' });
      await expectNoData(page);
    });
  }
});

test.describe('/app/crypto-dashboard', () => {
  for (const email of ['financial@example.com', 'admin@example.com']) {
    test(`${email} reads the money per month against the year before`, async ({ page }) => {
      await signIn(page, email, { at: '/app/crypto-dashboard' });
      const thisYear = new Date().getFullYear();
      for (const series of ['Kilometre maps', 'Travel passes', 'Travel receipts', 'Allowances']) {
        const table = page.getByRole('table', {
          name: `${series} ${thisYear} against ${thisYear - 1}, in euros`,
        });
        await expect(table).toBeVisible();
        await expect(table.getByRole('row')).toHaveCount(14); // header, 12 months, total
      }
      await expectNoPageHeader(page);
      const january = page.getByRole('link', {
        name: new RegExp(`€ Allowances January ${thisYear}$`),
      });
      await expect(january).toHaveAttribute('href', /^\/app\/payments\/manage-allowances\?/);
      await page.getByRole('button', { name: 'Previous year' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?year=${thisYear - 1}$`));
      await expect(
        page.getByRole('table', {
          name: `Allowances ${thisYear - 1} against ${thisYear - 2}, in euros`,
        }),
      ).toBeVisible();
    });
  }

  for (const email of ['comercial@example.com', 'employee@example.com']) {
    test(`${email} sees No Data and a way back to the dashboard`, async ({ page }) => {
      await signIn(page, email, { at: '/app/crypto-dashboard' });
      await expectNoData(page);
    });
  }
});

test.describe('finding the CRM and crypto dashboards (no menu entry: spec §2)', () => {
  const CRM = { title: 'CRM Dashboard', path: '/app/crm-dashboard', shows: 'Active projects' };
  const CRYPTO = { title: 'Crypto Dashboard', path: '/app/crypto-dashboard', shows: 'Allowances' };
  const READERS = [
    { email: 'admin@example.com', dashboards: [CRM, CRYPTO] },
    { email: 'comercial@example.com', dashboards: [CRM] },
    { email: 'hr@example.com', dashboards: [CRM] },
    { email: 'financial@example.com', dashboards: [CRYPTO] },
  ];
  const others = (page: Page) => card(page, 'Other dashboards');

  for (const { email, dashboards } of READERS) {
    test(`${email} opens its dashboards from /app and from search`, async ({ page }) => {
      await signIn(page, email);
      await expect(others(page).getByRole('link')).toHaveText(dashboards.map((d) => d.title));
      for (const dashboard of dashboards) {
        await page.goto('/app');
        await others(page).getByRole('link', { name: dashboard.title }).click();
        await expect(page).toHaveURL(new RegExp(`${dashboard.path}$`));
        await expect(
          page.getByRole(dashboard === CRM ? 'region' : 'table', { name: dashboard.shows }).first(),
        ).toBeVisible();

        const search = page.getByRole('combobox', { name: 'Search' });
        await search.fill(dashboard.title);
        await page.getByRole('option', { name: dashboard.title }).click();
        await expect(page).toHaveURL(new RegExp(`${dashboard.path}$`));
      }
      await page.goto('/app/search?search=dashboard');
      const screens = page.getByRole('region', { name: `Screens (${dashboards.length + 1})` });
      await expect(screens.getByRole('link', { name: /Dashboard/ })).toHaveCount(
        dashboards.length + 1,
      );
    });
  }

  for (const email of ['employee@example.com', 'cto@example.com', 'trainee@example.com']) {
    test(`${email} is offered neither`, async ({ page }) => {
      await signIn(page, email, { at: '/app/search?search=dashboard' });
      const screens = page.getByRole('region', { name: 'Screens (1)' });
      await expect(screens.getByRole('link')).toHaveText(/^Dashboard/);
      await page.getByRole('combobox', { name: 'Search' }).fill('dashboard');
      await expect(page.getByRole('option')).toHaveText([/^Dashboard/]);
      await page.goto('/app');
      await expect(card(page, 'Who is away')).toBeVisible();
      await expect(others(page)).toHaveCount(0);
    });
  }
});

/** Each dashboard as its readers see it and as others do, scanned and photographed. */
const SHOTS: Array<{ file: string; email: string; path: string; ready: string }> = [
  {
    file: 'dashboard-employee',
    email: 'employee@example.com',
    path: '/app',
    ready: 'My vacations',
  },
  { file: 'dashboard-hr', email: 'hr@example.com', path: '/app', ready: 'Waiting for you' },
  {
    file: 'crm-dashboard',
    email: 'admin@example.com',
    path: '/app/crm-dashboard',
    ready: 'Active projects',
  },
  {
    file: 'crypto-dashboard',
    email: 'financial@example.com',
    path: '/app/crypto-dashboard',
    ready: 'Allowances',
  },
  {
    file: 'crm-dashboard-no-data',
    email: 'employee@example.com',
    path: '/app/crm-dashboard',
    ready: '',
  },
];

for (const { name, viewport } of SIZES) {
  test.describe(`${name}: axe and screenshots`, () => {
    test.use({ viewport });

    for (const shot of SHOTS) {
      test(shot.file, async ({ page }) => {
        await signIn(page, shot.email, { at: shot.path });
        await expect(
          shot.ready ? card(page, shot.ready) : page.getByRole('heading', { name: 'No Data' }),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await afterPageTransition(page);
        await page.screenshot({ path: `screenshots/${name}-${shot.file}.png`, fullPage: true });
      });
    }
  });
}
