import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TEAM_CALENDAR_OVERLAP_NAMES } from '@quadro/contract/vacations';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { bearerOf } from '../support/people.ts';
import { CROWD, sendCrowdAway } from '../support/vacation-crowd.ts';

/** Months from this one to a month nine ahead: clear of the demo periods and of other specs'. */
const MONTHS_AHEAD = 9;

test('the team calendar names the first colleagues away on a client and shows them all on demand', async ({
  pageAs,
}) => {
  const hr = await pageAs('hr@example.com', { at: '/app' });
  const headers = await bearerOf(hr);
  const clientName = `Calendar Crowd Client ${Date.now()} ${test.info().repeatEachIndex}`;
  const created = await hr.request.post(CLIENTS_ENDPOINTS.createClient.path, {
    headers,
    data: { name: clientName, limit_days: 0 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const client = (await created.json()) as { id: string };
  const now = new Date();
  const ahead = new Date(now.getFullYear(), now.getMonth() + MONTHS_AHEAD, 1);
  const month = `${ahead.getFullYear()}-${String(ahead.getMonth() + 1).padStart(2, '0')}`;
  await sendCrowdAway(hr.request, headers, client.id, month);

  const cto = await pageAs('cto@example.com', { at: '/app/manage-vacations-calendar' });
  await expect(cto.getByRole('button', { name: 'Month' })).toBeVisible();
  for (let step = 0; step < MONTHS_AHEAD; step += 1) {
    await cto.getByRole('button', { name: 'Next' }).click();
  }
  await cto.getByRole('combobox', { name: 'Client' }).click();
  await cto.getByRole('option', { name: clientName }).click();
  // A day shows a few events and '+N more': any of the crowd's will do.
  await cto
    .getByText(/^⚠ Calendar Crowd .: Vacation$/)
    .first()
    .click();
  const popup = cto.locator('.MuiPopover-paper');
  const opened = await popup.getByRole('heading').innerText();
  const others = CROWD.map((person) => person.name).filter((name) => name !== opened);
  expect(others).toHaveLength(CROWD.length - 1);
  const more = others.length - TEAM_CALENDAR_OVERLAP_NAMES;
  await expect(
    popup.getByText(
      `Also away on a same client or team: ${others.slice(0, TEAM_CALENDAR_OVERLAP_NAMES).join(', ')} and ${more} more`,
    ),
  ).toBeVisible();
  await popup.getByRole('button', { name: `Show all ${others.length}` }).click();
  const list = popup.getByRole('list', {
    name: `Also away on a same client or team (${others.length}):`,
  });
  await expect(list.getByRole('listitem')).toHaveText(others);
  expect(await axeViolations(cto)).toEqual([]);
});
