import type { Locator, Page } from '@playwright/test';
import { addDays, isoWeekday } from '@quadro/contract/calendar-days';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { TEAM_CALENDAR_OVERLAP_NAMES, VACATION_MESSAGES } from '@quadro/contract/vacations';
import { axeViolations } from '../support/axe.ts';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { bearerOf } from '../support/people.ts';

const PHONE = { width: 390, height: 844 };

/** A Monday about half a year ahead: clear of the demo periods, which end within ten weeks. */
function mondayAhead(): string {
  const day = addDays(new Date().toISOString().slice(0, 10), 180);
  return addDays(day, (8 - isoWeekday(day)) % 7);
}

/** The number shown under a label of the balance card ('14 days', '2,5 days'). */
async function balanceValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: /^Balance \d{4}$/ });
  const value = card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  return Number(
    (await value.innerText()).replace(' days', '').replace(' day', '').replace(',', '.'),
  );
}

async function confirm(page: Page, title: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Submit' }).click();
}

function rowOf(page: Page, period: string): Locator {
  return page
    .getByRole('table', { name: 'My vacation requests' })
    .getByRole('row', { name: period });
}

// The first test's request is half a year ahead; the second only reads seeded vacations.
test.describe.configure({ mode: 'parallel' });

test('an employee asks, HR rejects with a reason, the employee resends, HR approves, then a cancellation gives the days back', async ({
  pageAs,
}) => {
  const start = mondayAhead();
  const end = addDays(start, 4);
  const year = start.slice(0, 4);
  const period = `${formatCalendarDay(start)} – ${formatCalendarDay(end)}`;

  const ana = await pageAs('employee@example.com', { at: `/app/vacations?year=${year}` });
  await expect(ana.getByRole('region', { name: `Balance ${year}` })).toBeVisible();
  const before = {
    pending: await balanceValue(ana, 'Pending'),
    used: await balanceValue(ana, 'Used'),
    left: await balanceValue(ana, 'Days left'),
  };
  expect(await axeViolations(ana)).toEqual([]);

  await ana.getByRole('button', { name: 'Request vacation' }).click();
  const form = ana.getByRole('dialog', { name: 'New vacation request' });
  await form.getByLabel('First day').fill(end);
  await form.getByLabel('Last day').fill(start);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(VACATION_MESSAGES.endBeforeStart)).toBeVisible();
  await expect(form.getByLabel('First day')).toHaveValue(end);
  await form.getByLabel('First day').fill(start);
  await form.getByLabel('Last day').fill(end);
  await form.getByLabel('Note').fill('Summer');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  const row = rowOf(ana, period);
  await expect(row.getByText('Pending Submission')).toBeVisible();
  const days = Number((await row.getByRole('cell').nth(1).innerText()).split(' ')[0]);
  expect(days).toBeGreaterThan(0);
  await expect.poll(() => balanceValue(ana, 'Pending')).toBe(before.pending + days);
  await expect.poll(() => balanceValue(ana, 'Days left')).toBe(before.left - days);

  await row.getByRole('button', { name: `Send to approval: ${period}` }).click();
  await confirm(ana, 'Send this request to approval?');
  await expect(ana.getByText(VACATION_MESSAGES.sent)).toBeVisible();
  await expect(row.getByText('Pending Approval')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);

  const hr = await pageAs('hr@example.com', {
    at: '/app/manage-vacations?status=PendingApproval&kind=Request&search=Ana%20Ferreira',
  });
  const pick = hr.getByRole('checkbox', { name: `Pick Ana Ferreira, Vacation ${period}` });
  await pick.check();
  expect(await axeViolations(hr)).toEqual([]);
  await hr.getByRole('button', { name: 'Reject (1)' }).click();
  const reject = hr.getByRole('dialog', { name: 'Reject 1 request?' });
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(reject.getByText('Required')).toBeVisible();
  await reject.getByLabel('Rejection reason').fill('The release is that week');
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(hr.getByText(VACATION_MESSAGES.rejected(1))).toBeVisible();

  await ana.reload();
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByText('Rejection reason: The release is that week')).toBeVisible();
  await expect.poll(() => balanceValue(ana, 'Pending')).toBe(before.pending);
  await row.getByRole('button', { name: `Send to approval: ${period}` }).click();
  await confirm(ana, 'Send this request to approval?');
  await expect(row.getByText('Pending Approval')).toBeVisible();

  await hr.reload();
  await pick.check();
  await hr.getByRole('button', { name: 'Details: Ana Ferreira, Vacation' }).first().click();
  await expect(hr.getByRole('region', { name: `Ana Ferreira's balance ${year}` })).toBeVisible();
  await hr.getByRole('button', { name: 'Close' }).click();
  await hr.getByRole('button', { name: 'Approve (1)' }).click();
  await confirm(hr, 'Approve 1 request?');
  await expect(hr.getByText(VACATION_MESSAGES.approved(1))).toBeVisible();

  await ana.reload();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect.poll(() => balanceValue(ana, 'Used')).toBe(before.used + days);
  await expect.poll(() => balanceValue(ana, 'Pending')).toBe(before.pending);
  await row.getByRole('button', { name: `Request cancellation: ${period}` }).click();
  const cancel = ana.getByRole('dialog', { name: 'Ask to cancel this vacation?' });
  await cancel.getByLabel('Reason (optional)').fill('Plans changed');
  await cancel.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.getByText(VACATION_MESSAGES.cancellationRequested)).toBeVisible();
  await expect(row.getByText('Cancellation asked, waiting for a decision.')).toBeVisible();

  await hr.goto(
    '/app/manage-vacations?status=PendingApproval&kind=Cancellation&search=Ana%20Ferreira',
  );
  await hr.getByRole('checkbox', { name: `Pick Ana Ferreira, Cancellation ${period}` }).check();
  await hr.getByRole('button', { name: 'Approve (1)' }).click();
  await confirm(hr, 'Approve 1 request?');
  await expect(hr.getByText(VACATION_MESSAGES.approved(1))).toBeVisible();

  await ana.reload();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect.poll(() => balanceValue(ana, 'Used')).toBe(before.used);
  await expect.poll(() => balanceValue(ana, 'Days left')).toBe(before.left);
});

test('the team calendar shows who is away, and every vacation page passes axe on a phone', async ({
  pageAs,
}) => {
  const cto = await pageAs('cto@example.com', { at: '/app/manage-vacations-calendar' });
  await expect(cto.getByRole('button', { name: 'Month' })).toBeVisible();
  await expect(cto.getByText(/Vacation approved/).first()).toBeVisible();
  await expect(cto.getByRole('textbox', { name: 'Team vacations (iCalendar)' })).toHaveValue(
    /\/api\/vacation\/feed\/[\w-]+\/team\.ics$/,
  );
  expect(await axeViolations(cto)).toEqual([]);

  const phone = await pageAs('employee@example.com', { at: '/app/vacations', viewport: PHONE });
  await expect(phone.getByRole('button', { name: 'Request vacation' })).toBeVisible();
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: 'screenshots/phone-vacations.png', fullPage: true });
  const admin = await pageAs('admin@example.com', { at: '/app/manage-vacations', viewport: PHONE });
  await expect(admin.getByRole('table', { name: 'Vacation requests' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await admin.goto('/app/manage-vacations-calendar');
  await expect(admin.getByRole('button', { name: 'Month' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
});

test('the team calendar names the first colleagues away on a client and shows them all on demand', async ({
  pageAs,
}) => {
  // Employees on no client today get a client of their own for a week some eight months ahead,
  // and each asks for that week: seven colleagues away at once, beyond the five named.
  const hr = await pageAs('hr@example.com', { at: '/app' });
  const headers = await bearerOf(hr);
  const ok = async <T>(response: Promise<import('@playwright/test').APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as T;
  };
  const start = addDays(mondayAhead(), 7 * 10);
  const end = addDays(start, 4);
  const month = start.slice(0, 7);
  // The client with the most people that week, and the people on no client given to it.
  type Allocation = { employee_id: string; started_at: string; ended_at: string | null };
  const listed = await ok<Array<{ id: string; name: string }>>(
    hr.request.get('/api/clients', { headers }),
  );
  // The list counts today's people only; each client's allocations come with the client alone.
  const clients = await Promise.all(
    listed.map((item) =>
      ok<{ id: string; name: string; allocations: Allocation[] }>(
        hr.request.get(`/api/clients/${item.id}`, { headers }),
      ),
    ),
  );
  const onIt = (client: (typeof clients)[number]) =>
    client.allocations.filter(
      (allocation) =>
        allocation.started_at <= start && (!allocation.ended_at || allocation.ended_at >= end),
    );
  const client = clients.sort((a, b) => onIt(b).length - onIt(a).length)[0];
  if (!client) throw new Error('no client');
  const free = await ok<Array<{ key: string; name: string }>>(
    hr.request.get('/api/clients/employees-without-client', { headers }),
  );
  // Everybody else last: other specs may have used some of the first ones' days or sign-in
  // (two-factor turned on), and an allocation that clashes is simply refused and skipped.
  const everybody = (
    await ok<{ employees: Array<{ key: string; name: string }> }>(
      hr.request.get('/api/accounts', { headers }),
    )
  ).employees;
  const seen = new Set<string>();
  const candidates = [
    ...onIt(client).map((allocation) => ({ key: allocation.employee_id, allocate: false })),
    ...free.map((person) => ({ key: person.key, allocate: true })),
    ...everybody.map((person) => ({ key: person.key, allocate: true })),
  ].filter((person) => !seen.has(person.key) && seen.add(person.key));
  const crowd: string[] = [];
  for (const person of candidates) {
    if (crowd.length === TEAM_CALENDAR_OVERLAP_NAMES + 3) break;
    const profile = await ok<{ name: string; email: string | null }>(
      hr.request.get(`/api/people/${person.key}`, { headers }),
    );
    if (!profile.email) continue;
    if (person.allocate) {
      const allocated = await hr.request.post(`/api/clients/${client.id}/allocations`, {
        headers,
        data: { employee_id: person.key, started_at: start, ended_at: end },
      });
      if (!allocated.ok()) continue;
    }
    const token = await hr.request.post('/connect/token', {
      form: {
        grant_type: 'password',
        username: profile.email,
        password: DEMO_PASSWORD,
        ...WEB_CLIENT,
      },
    });
    if (!token.ok()) continue;
    const own = {
      authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
    };
    const asked = await hr.request.post('/api/vacation', { headers: own, data: { start, end } });
    if (!asked.ok()) continue;
    const { id } = (await asked.json()) as { id: string };
    await ok(hr.request.put('/api/vacation/send-to-approval', { headers: own, data: { id } }));
    crowd.push(profile.name);
  }
  expect(crowd.length).toBeGreaterThan(TEAM_CALENDAR_OVERLAP_NAMES + 1);

  const cto = await pageAs('cto@example.com', { at: '/app/manage-vacations-calendar' });
  await expect(cto.getByRole('button', { name: 'Month' })).toBeVisible();
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const now = new Date();
  const ahead = (year - now.getFullYear()) * 12 + monthNumber - 1 - now.getMonth();
  for (let step = 0; step < ahead; step += 1) {
    await cto.getByRole('button', { name: 'Next' }).click();
  }
  await cto.getByRole('combobox', { name: 'Client' }).click();
  await cto.getByRole('option', { name: client.name }).click();
  // A day shows a few events and '+N more': any of the crowd's will do.
  await cto
    .getByText(/^⚠ .*: Vacation/)
    .first()
    .click();
  const popup = cto.locator('.MuiPopover-paper');
  const first = await popup.getByRole('heading').innerText();
  expect(crowd).toContain(first);
  await expect(popup.getByText(/Also away on a same client: .* and \d+ more/)).toBeVisible();
  const others = crowd.length - 1;
  await popup.getByRole('button', { name: `Show all ${others}` }).click();
  const list = popup.getByRole('list', { name: `Also away on a same client (${others}):` });
  await expect(list.getByRole('listitem')).toHaveCount(others);
  for (const name of crowd.filter((name) => name !== first)) {
    await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  }
  expect(await axeViolations(cto)).toEqual([]);
});
