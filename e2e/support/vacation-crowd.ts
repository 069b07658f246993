import { open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { addDays, isoWeekday } from '@quadro/contract/calendar-days';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { endpointUrl } from '@quadro/contract/endpoint';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { DATA_DIR } from '../playwright.config.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * People of the team calendar's crowd: registered by this helper alone, so no other spec signs
 * them in, allocates them or sends them away. They are registered once per suite (registering is
 * limited to ten a minute from one address) and shared by the runs of the test; each run gets a
 * client of its own and a day of its own.
 */
export const CROWD = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter) => ({
  name: `Calendar Crowd ${letter}`,
  email: `calendar.crowd.${letter.toLowerCase()}@example.com`,
}));

/** The crowd's ids, written by the run that registered them, in the suite's data directory. */
const CROWD_FILE = path.join(DATA_DIR, 'calendar-crowd.json');

type Headers = { authorization: string };

async function ok<T>(answer: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Registers the person (waiting out the registration limit) and activates them: their id. */
async function register(
  request: APIRequestContext,
  hr: Headers,
  person: (typeof CROWD)[number],
): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const registered = await request.post('/account/Register', {
          data: {
            ...person,
            password: DEMO_PASSWORD,
            passwordConfirm: DEMO_PASSWORD,
            ...WEB_CLIENT,
          },
        });
        expect([201, 429], await registered.text()).toContain(registered.status());
        if (registered.status() === 201) id = ((await registered.json()) as { id: string }).id;
        return id;
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBeDefined();
  const registeredId = id as string;
  await ok(
    request.put(
      endpointUrl(ACCOUNTS_ENDPOINTS.setAccountEnabled, { params: { id: registeredId } }),
      {
        headers: hr,
        data: { enabled: true },
      },
    ),
  );
  return registeredId;
}

/**
 * The crowd's ids. The first run to take the lock in the suite's data directory registers them
 * and writes their ids beside it; the others wait for those.
 */
async function crowdIds(request: APIRequestContext, hr: Headers): Promise<string[]> {
  const lock = await open(`${CROWD_FILE}.lock`, 'wx').catch(() => undefined);
  if (lock) {
    const ids: string[] = [];
    for (const person of CROWD) ids.push(await register(request, hr, person));
    await writeFile(CROWD_FILE, JSON.stringify(ids));
    await lock.close();
    return ids;
  }
  let ids: string[] | undefined;
  await expect
    .poll(
      async () => {
        ids = await readFile(CROWD_FILE, 'utf8')
          .then((text) => JSON.parse(text) as string[])
          .catch(() => undefined);
        return ids;
      },
      { timeout: 170_000 },
    )
    .toBeDefined();
  return ids as string[];
}

async function bearerFor(request: APIRequestContext, email: string): Promise<Headers> {
  const token = await ok<{ access_token: string }>(
    request.post('/connect/token', {
      form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, ...WEB_CLIENT },
    }),
  );
  return { authorization: `Bearer ${token.access_token}` };
}

/** The weekdays of a month ('2027-08'), in a random order. */
function weekdaysInRandomOrder(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    if (isoWeekday(day) <= 5) days.push(day);
  }
  return days
    .map((day) => ({ day, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ day }) => day);
}

/**
 * Sends the whole crowd away on one day of `month`, allocated to `clientId` that day, and has HR
 * approve it. A day another run holds refuses the allocation (one client at a time), a holiday
 * refuses the vacation: the next day is tried. Returns the day.
 */
export async function sendCrowdAway(
  request: APIRequestContext,
  hr: Headers,
  clientId: string,
  month: string,
): Promise<string> {
  const ids = await crowdIds(request, hr);
  const people = [];
  for (const [index, person] of CROWD.entries()) {
    people.push({ id: ids[index] as string, headers: await bearerFor(request, person.email) });
  }
  for (const day of weekdaysInRandomOrder(month)) {
    const allocated = await Promise.all(
      people.map(({ id }) =>
        request.post(endpointUrl(CLIENTS_ENDPOINTS.addAllocation, { params: { id: clientId } }), {
          headers: hr,
          data: { employee_id: id, started_at: day, ended_at: day },
        }),
      ),
    );
    if (!allocated.every((response) => response.ok())) continue;
    const asked = [];
    for (const { headers } of people) {
      const response = await request.post(VACATIONS_ENDPOINTS.createVacation.path, {
        headers,
        data: { start: day, end: day },
      });
      if (!response.ok()) break;
      const { id } = (await response.json()) as { id: string };
      await ok(request.put(VACATIONS_ENDPOINTS.sendToApproval.path, { headers, data: { id } }));
      asked.push(id);
    }
    if (asked.length < people.length) continue;
    await ok(
      request.put(VACATIONS_ENDPOINTS.decideVacations.path, {
        headers: hr,
        data: { items: asked.map((id) => ({ kind: 'Request', id })), decision: 'approve' },
      }),
    );
    return day;
  }
  throw new Error(`no weekday of ${month} left for the crowd`);
}
