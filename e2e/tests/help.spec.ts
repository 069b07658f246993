import type { Page } from '@playwright/test';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { boldNames, helpFiles } from '../support/help-names.ts';
import { hirePerson } from '../support/hire-person.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf, personIdOf } from '../support/people.ts';
import { pickOption } from '../support/select-option.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const SCREENS = [
  {
    who: 'employee@example.com',
    at: '/app/vacations',
    title: 'Vacations',
    text: /cancellation request/,
  },
  {
    who: 'financial@example.com',
    at: '/app/manage-travels',
    title: 'Manage Travels',
    text: /Trip limits/,
  },
  {
    who: 'cto@example.com',
    at: '/app/manage-evaluations',
    title: 'Manage Evaluations',
    text: /adding up to exactly 100/,
  },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const { who, at, title, text } of SCREENS) {
  test(`the help panel tells ${at} what it does, and Escape closes it`, async ({ page }) => {
    await signIn(page, who, { at });
    const button = page.getByRole('button', { name: 'Help', exact: true });
    await button.click();
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(panel.getByText(text)).toBeVisible();
    await expect(panel.locator('h1')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test("the panel says 'No Data' for a screen without help, and an error line when the call fails", async ({
  page,
}) => {
  await signIn(page, 'employee@example.com', { at: '/app/vacations' });
  await page.route('**/api/docs?src=VacationsPage', (route) =>
    route.fulfill({ json: { data: { records: [] } } }),
  );
  const button = page.getByRole('button', { name: 'Help', exact: true });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Help' });
  await expect(panel.getByText('No Data')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.route('**/api/docs?src=TravelPassHistoryPage', (route) =>
    route.fulfill({ status: 500, json: { message: 'Help is unavailable' } }),
  );
  await page.goto('/app/travel-pass-history');
  await button.click();
  await expect(panel.getByRole('alert')).toContainText('Help is unavailable');
});

for (const { name, viewport } of SIZES) {
  test(`help panel screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'cto@example.com', { at: '/app/manage-evaluations' });
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Manage Evaluations' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `../docs/screenshots/help-panel-${name}.png` });
  });
}

/**
 * Every name a help file writes in bold is on its page: a button, tab, heading, label, link or
 * menu item a person allowed there sees. Names that appear only after an action are revealed by
 * doing it (`reveal`), never skipped.
 */
interface HelpVisit {
  help: string;
  /** The address, or how to get to a page whose address holds an id. */
  at: string | ((page: Page) => Promise<void>);
  reveal?: Array<{ names: string[]; by: (page: Page) => Promise<void> }>;
}

async function firstLinkIn(page: Page, from: string, table: string | RegExp) {
  await page.goto(from);
  await page.getByRole('table', { name: table }).getByRole('link').first().click();
}

async function ownPost(page: Page): Promise<string> {
  const response = await page.request.post(POSTS_ENDPOINTS.createPost.path, {
    headers: await bearerOf(page),
    multipart: { text: 'A post the help test reads' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

const openPostMenu = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Actions on the post by / })
    .first()
    .click();
};

const NEWCOMER_PASSWORD = 'Helpful#2026';

/**
 * A person of the test's own, hired today: the pages whose names need a state Ana's months and
 * posts do not hold (a month still to create, an allowance still to add), and their posts.
 */
const NEWCOMER_VISITS: HelpVisit[] = [
  { help: 'AllowancesPage', at: '/app/payments/allowances' },
  { help: 'VacationsPage', at: '/app/vacations' },
  {
    help: 'TravelPassHistoryPage',
    at: '/app/travel-pass-history',
    reveal: [
      {
        names: ['Send to approval'],
        by: (page) => page.getByRole('button', { name: /^Add / }).click(),
      },
    ],
  },
  { help: 'WorkMapHistoryPage', at: '/app/work-map-history' },
  {
    help: 'WorkMapDetailsPage',
    at: async (page) => {
      await page.goto('/app/work-map-history');
      await page.getByRole('button', { name: 'Create work map' }).click();
      await expect(page).toHaveURL(/\/app\/work-map-history\/details\//);
    },
    reveal: [
      {
        names: ['Edit work day'],
        by: async (page) => {
          await page.locator('.rbc-event', { hasText: 'Work 8h' }).first().click();
          await page.getByRole('button', { name: 'More actions' }).click();
        },
      },
    ],
  },
  {
    help: 'PostDetailsPage',
    at: async (page) => {
      await page.goto(`/app/post/${await ownPost(page)}/post-details`);
    },
    reveal: [{ names: ['Edit', 'Delete'], by: openPostMenu }],
  },
  {
    help: 'PublicFeedPage',
    at: async (page) => {
      await ownPost(page);
      await page.goto('/app/public-feed');
    },
    reveal: [{ names: ['Edit', 'Delete'], by: openPostMenu }],
  },
];

const HELP_VISITS: Record<string, HelpVisit[]> = {
  'employee@example.com': [
    { help: 'EvaluationsPage', at: '/app/evaluations' },
    {
      help: 'MyProfilePage',
      at: '/app/my-profile',
      reveal: [
        {
          names: ['Edit Profile', 'Change Password'],
          by: (page) => page.getByRole('button', { name: 'Options' }).click(),
        },
        {
          names: ['Log Out'],
          by: async (page) => {
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: 'Account menu' }).click();
          },
        },
        {
          names: ['Publish', 'Show my birthday and work anniversary on the feed'],
          by: async (page) => {
            await page.keyboard.press('Escape');
            await page.getByRole('tab', { name: 'Public' }).click();
          },
        },
      ],
    },
    {
      help: 'PersonProfilePage',
      at: async (page) => {
        await page.goto(`/app/profile/${await personIdOf(page, 'João Pereira')}`);
      },
    },
    { help: 'TravelsPage', at: '/app/travels' },
    { help: 'NotFoundMessage', at: '/app/pages/not-found' },
  ],
  'hr@example.com': [
    { help: 'DashboardPage', at: '/app' },
    { help: 'ClientsPage', at: '/app/client' },
    {
      help: 'EmployeePage',
      at: async (page) => {
        await page.goto(`/app/employees/${await personIdOf(page, 'João Pereira')}`);
      },
    },
    { help: 'ManageVacationsPage', at: '/app/manage-vacations' },
    { help: 'ManageWorkMapsPage', at: '/app/manage-work-map' },
    {
      help: 'ManageWorkMapDetailsPage',
      at: async (page) => {
        await page.goto('/app');
        await page
          .getByRole('link', { name: /^[1-9]\d* Work maps waiting for approval/ })
          .first()
          .click();
        await page.getByRole('table').getByRole('link').first().click();
      },
    },
    {
      help: 'SystemParametersPage',
      at: '/app/system-parameters',
      reveal: [
        {
          names: ['Provider'],
          by: (page) => page.getByRole('button', { name: 'New token' }).click(),
        },
        {
          names: ['None'],
          by: (page) =>
            page.getByRole('dialog').getByRole('combobox', { name: 'Provider' }).click(),
        },
      ],
    },
    { help: 'TransportsPage', at: '/app/transports' },
  ],
  'admin@example.com': [
    { help: 'CrmDashboardPage', at: '/app/crm-dashboard' },
    { help: 'DeliveryAndJobsPage', at: '/app/delivery-and-jobs' },
    { help: 'AuditTrailPage', at: '/app/audit-trail' },
    { help: 'ManageAllowancesPage', at: '/app/payments/manage-allowances' },
    { help: 'ProjectsPage', at: '/app/projects' },
    { help: 'ExecutiveSummaryPage', at: (page) => firstLinkIn(page, '/app/projects', 'Projects') },
  ],
  'financial@example.com': [
    { help: 'CryptoDashboardPage', at: '/app/crypto-dashboard' },
    { help: 'ManageSalaryReceiptsPage', at: '/app/manage-salary-receipts' },
    { help: 'ManageTravelPassPage', at: '/app/manage-travel-pass' },
    {
      help: 'ManageTravelsPage',
      at: '/app/manage-travels',
      reveal: [
        {
          names: ['Download month (zip)'],
          by: (page) => pickOption(page, page.getByRole('combobox', { name: /^Month/ }), 'January'),
        },
      ],
    },
    { help: 'TripJustificationsPage', at: '/app/monthly-trips-justification' },
  ],
  'cto@example.com': [
    { help: 'ManageEvaluationsPage', at: '/app/manage-evaluations' },
    {
      help: 'TeamReportPage',
      at: (page) => firstLinkIn(page, '/app/manage-evaluations?view=teams', /^Teams of /),
    },
  ],
};

/** What a person sees by this name: a control, a heading, a label or a line of text. */
function shown(page: Page, name: string) {
  const exact = { name, exact: true };
  // A button or tab may carry a count after its name: 'Like 3', 'Send to approval (2)'.
  const counted = {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(?\\d+\\)?)?$`),
  };
  return page
    .getByRole('button', counted)
    .or(page.getByRole('tab', counted))
    .or(page.getByRole('heading', exact))
    .or(page.getByRole('link', exact))
    .or(page.getByRole('menuitem', exact))
    .or(page.getByRole('option', exact))
    .or(page.getByLabel(name, { exact: true }))
    .or(page.getByText(name, { exact: true }))
    .filter({ visible: true })
    .first();
}

test('every help file with names in bold is checked against its page', () => {
  const visited = new Set(
    [...Object.values(HELP_VISITS), NEWCOMER_VISITS].flatMap((visits) => visits.map((v) => v.help)),
  );
  const unchecked = helpFiles().filter((help) => boldNames(help).length > 0 && !visited.has(help));
  expect(unchecked).toEqual([]);
});

/** Opens each page and looks for every bold name of its help, revealing the hidden ones. */
async function checkHelpNames(page: Page, visits: readonly HelpVisit[]) {
  for (const { help, at, reveal = [] } of visits) {
    await (typeof at === 'string' ? page.goto(at) : at(page));
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
    const revealed = reveal.flatMap((step) => step.names);
    const names = boldNames(help);
    expect(
      revealed.filter((name) => !names.includes(name)),
      `${help}: not in bold`,
    ).toEqual([]);
    for (const name of names.filter((candidate) => !revealed.includes(candidate))) {
      await expect.soft(shown(page, name), `${help}: '${name}'`).toBeVisible();
    }
    for (const step of reveal) {
      await step.by(page);
      for (const name of step.names) {
        await expect.soft(shown(page, name), `${help}: '${name}'`).toBeVisible();
      }
    }
    await page.keyboard.press('Escape');
  }
}

for (const [email, visits] of Object.entries(HELP_VISITS)) {
  test(`every name in bold in ${email}'s help files is on its page`, async ({ page }) => {
    await signIn(page, email);
    await checkHelpNames(page, visits);
  });
}

test("every name in bold in a new employee's help files is on its page", async ({
  browser,
  page: hr,
  pageAs,
}) => {
  await signIn(hr, 'hr@example.com');
  const person = await hirePerson(browser, hr, {
    firstName: 'Helpful',
    password: NEWCOMER_PASSWORD,
    startDate: '2025-01-02',
  });
  const page = await pageAs(person.email, { password: NEWCOMER_PASSWORD });
  await checkHelpNames(page, NEWCOMER_VISITS);
});
