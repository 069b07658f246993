import type { Locator, Page } from '@playwright/test';
import { endpointUrl } from '@quadro/contract/endpoint';
import {
  EVALUATION_CALL_MESSAGES,
  type EvaluationDetail,
  type EvaluationManageList,
  type MyEvaluations,
} from '@quadro/contract/evaluation-calls';
import { TEAM_MESSAGES } from '@quadro/contract/evaluations';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hireWithDislocation } from '../support/hire-with-dislocation.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf } from '../support/people.ts';
import { pickOption } from '../support/select-option.ts';

const YEAR = new Date().getFullYear();
const PASSWORD = 'Evaluated#2026';
const EVALUATOR_NAME = 'Inês Rodrigues';
const MANAGE = '/app/manage-evaluations';
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

type Person = { name: string; email: string };

/** Picks a person in a people Autocomplete by typing part of the name. */
async function pickPerson(page: Page, combobox: Locator, name: string) {
  await combobox.fill(name.slice(0, 5));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(combobox).toHaveValue(name);
}

/** The year's evaluations of the team as the CTO reads them, by member name. */
async function evaluationsOf(cto: Page, teamId: string) {
  const answer = await cto.request.get(
    endpointUrl(EVALUATIONS_ENDPOINTS.manage, { query: { year: YEAR, teamId, pageSize: 50 } }),
    { headers: await bearerOf(cto) },
  );
  expect(answer.status(), await answer.text()).toBe(200);
  const list = (await answer.json()) as EvaluationManageList;
  return new Map(list.items.map((row) => [row.member.name, row.id]));
}

async function call(page: Page, method: 'PUT' | 'GET', url: string, data?: unknown) {
  const answer = await page.request.fetch(url, { method, data, headers: await bearerOf(page) });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(200);
  return answer.json();
}

/** The evaluator's goals, weights adding up to 100. */
const setGoals = (cto: Page, id: string, weights: number[]) =>
  call(cto, 'PUT', EVALUATIONS_ENDPOINTS.saveGoals.path, {
    id,
    goals: weights.map((weight, index) => ({
      title: `Goal ${index + 1}`,
      description: '',
      target: 'Measured at the end of the year',
      weight,
    })),
  });

/** The employee scores their goals (a 5 with its comment) and sends them to the evaluator. */
async function selfAssess(employee: Page, scores: number[]) {
  const mine = (await call(employee, 'GET', EVALUATIONS_ENDPOINTS.mine.path)) as MyEvaluations;
  const current = mine.current as EvaluationDetail;
  await call(employee, 'PUT', EVALUATIONS_ENDPOINTS.saveSelfAssessment.path, {
    id: current.id,
    submit: true,
    scores: current.goals.map((goal, index) => ({
      goalId: goal.id,
      score: scores[index],
      comment: scores[index] === 5 || scores[index] === 1 ? 'As agreed' : '',
    })),
  });
}

/** The evaluator's scores (`null`: left unscored) and overall comment, as a draft. */
async function assess(cto: Page, id: string, scores: (number | null)[]) {
  const detail = (await call(
    cto,
    'GET',
    endpointUrl(EVALUATIONS_ENDPOINTS.detail, { query: { id } }),
  )) as EvaluationDetail;
  await call(cto, 'PUT', EVALUATIONS_ENDPOINTS.saveAssessment.path, {
    id,
    overallComment: 'A year of steady work.',
    scores: detail.goals.flatMap((goal, index) => {
      const score = scores[index];
      return score === null || score === undefined
        ? []
        : [{ goalId: goal.id, score, comment: score === 5 || score === 1 ? 'Noted' : '' }];
    }),
  });
}

async function shoot(page: Page, file: string) {
  await afterPageTransition(page);
  await page.screenshot({ path: `screenshots/${file}.png`, fullPage: true });
}

test('the CTO builds a team and opens the year; the list, bulk moves and the team report follow', async ({
  browser,
  pageAs,
}) => {
  const hr = await pageAs('hr@example.com');
  const hire = (firstName: string): Promise<Person> =>
    hireWithDislocation(browser, hr, { year: YEAR, firstName, password: PASSWORD });
  const [alda, bruno, carla] = [await hire('Alda'), await hire('Bruno'), await hire('Carla')];
  const teamName = `Quality ${crypto.randomUUID().slice(0, 6)}`;

  // The CTO builds the team in the Teams tab: the evaluator and three members from 1 January.
  const cto = await pageAs('cto@example.com', { at: `${MANAGE}?view=teams` });
  await cto.getByRole('button', { name: 'New team' }).click();
  const form = cto.getByRole('dialog', { name: 'New team' });
  await form.getByLabel('Name').fill(teamName);
  await form.getByRole('button', { name: 'Add evaluator' }).click();
  await pickPerson(cto, form.getByRole('combobox', { name: 'Evaluator 1' }), EVALUATOR_NAME);
  for (const [index, person] of [alda, bruno, carla, alda].entries()) {
    await form.getByRole('button', { name: 'Add member' }).click();
    await pickPerson(cto, form.getByRole('combobox', { name: `Member ${index + 1}` }), person.name);
  }
  await expect(form.getByLabel('From').first()).toHaveValue(`${YEAR}-01-01`);
  await expectAccessible(cto, 'the new team dialog');
  // Alda twice over the same days: the API names the fourth row, and the form keeps the rest.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    form.getByRole('group', { name: 'Member 4' }).getByText(TEAM_MESSAGES.twiceInTeam(alda.name)),
  ).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Member 3' })).toHaveValue(carla.name);
  await form.getByRole('button', { name: 'Remove member 4' }).click();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(cto.getByText(TEAM_MESSAGES.saved)).toBeVisible();
  await expect(form).toBeHidden();
  const teamRow = cto.getByRole('row', { name: new RegExp(teamName) });
  await expect(teamRow).toContainText(EVALUATOR_NAME);
  const teamLink = teamRow.getByRole('link', { name: teamName });
  const teamId = ((await teamLink.getAttribute('href')) ?? '').split('/')[5] ?? '';

  // The CTO opens the year (or saves its dates again, if another spec opened it).
  await cto.getByRole('tab', { name: 'Cycle' }).click();
  await expect(cto.getByLabel('Goals set by')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectAccessible(cto, 'the cycle tab');
  await cto.getByRole('button', { name: new RegExp(`^(Open ${YEAR}|Save)$`) }).click();
  await expect(cto.getByText(EVALUATION_CALL_MESSAGES.cycleSaved(YEAR))).toBeVisible();

  // The list shows the three in goal setting, with the state filter counting them.
  await cto.getByRole('tab', { name: 'Evaluations' }).click();
  await pickOption(cto, cto.getByRole('combobox', { name: 'Team' }), teamName);
  const table = cto.getByRole('table', { name: 'Evaluations' });
  for (const person of [alda, bruno, carla]) {
    await expect(table.getByRole('row', { name: new RegExp(person.name) })).toContainText(
      'Goal Setting',
    );
  }
  await pickOption(cto, cto.getByRole('combobox', { name: 'State' }), 'Goal Setting (3)');
  await expect(cto).toHaveURL(/state=GoalSetting/);
  await expectAccessible(cto, 'the evaluations list');

  // Goals are set (through the API), then the self-assessment starts for two in one move.
  const ids = await evaluationsOf(cto, teamId);
  const aldaId = ids.get(alda.name) ?? '';
  const brunoId = ids.get(bruno.name) ?? '';
  await setGoals(cto, aldaId, [60, 40]);
  await setGoals(cto, brunoId, [100]);
  await cto.reload();
  await table.getByRole('checkbox', { name: `Pick ${alda.name}` }).check();
  await table.getByRole('checkbox', { name: `Pick ${bruno.name}` }).check();
  await cto.getByRole('button', { name: 'Start self-assessment (2)' }).click();
  const confirm = cto.getByRole('dialog', { name: 'Start the self-assessment of 2 evaluations?' });
  await confirm.getByRole('button', { name: 'Start self-assessment' }).click();
  await expect(cto.getByText(EVALUATION_CALL_MESSAGES.moved(2))).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(carla.name) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(alda.name) })).toHaveCount(0);

  // Both assess themselves; the evaluator scores Alda fully and leaves Bruno's goal unscored.
  for (const [person, scores] of [
    [alda, [5, 3]],
    [bruno, [3]],
  ] as const) {
    const employee = await pageAs(person.email, { password: PASSWORD });
    await selfAssess(employee, [...scores]);
  }
  await assess(cto, aldaId, [4, 3]);
  await assess(cto, brunoId, [null]);

  // Bulk publish: refused as a whole while Bruno's goal has no score, then both are published.
  await cto.goto(`${MANAGE}?year=${YEAR}&teamId=${teamId}&state=EvaluatorAssessment`);
  await table
    .getByRole('checkbox', { name: 'Pick every evaluation of the page you manage' })
    .check();
  await cto.getByRole('button', { name: 'Publish (2)' }).click();
  await cto
    .getByRole('dialog', { name: 'Publish 2 evaluations?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(cto.getByRole('alert')).toHaveText(
    `${bruno.name}: ${EVALUATION_CALL_MESSAGES.unscoredGoals('Goal 1')}`,
  );
  await assess(cto, brunoId, [2]);
  await cto.getByRole('button', { name: 'Publish (2)' }).click();
  await cto
    .getByRole('dialog', { name: 'Publish 2 evaluations?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(cto.getByText(EVALUATION_CALL_MESSAGES.moved(2))).toBeVisible();
  for (const { name, viewport } of SIZES) {
    const page = await pageAs('cto@example.com', {
      at: `${MANAGE}?year=${YEAR}&teamId=${teamId}`,
      viewport,
    });
    await expect(
      page.getByRole('row', { name: new RegExp(`${alda.name}.*Published.*4,20.*3,60`) }),
    ).toBeVisible();
    await shoot(page, `manage-evaluations-${name}`);
    await page.goto(`${MANAGE}?view=teams`);
    await expect(page.getByRole('link', { name: teamName })).toBeVisible();
    await shoot(page, `manage-evaluations-teams-${name}`);
    await page.getByRole('button', { name: `Edit: ${teamName}` }).click();
    await expect(page.getByRole('combobox', { name: 'Member 3' })).toHaveValue(carla.name);
    await shoot(page, `team-dialog-${name}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Copy goals to team: ${teamName}` }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Weights: 100% of 100%');
    await shoot(page, `team-goals-dialog-${name}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`${MANAGE}?view=cycle`);
    await expect(page.getByLabel('Goals set by')).toBeVisible();
    await shoot(page, `manage-evaluations-cycle-${name}`);
  }

  // Copy goals to the team: only Carla is still in goal setting.
  await cto.goto(`${MANAGE}?view=teams`);
  await cto.getByRole('button', { name: `Copy goals to team: ${teamName}` }).click();
  const goals = cto.getByRole('dialog', { name: `Copy goals to ${teamName}` });
  await goals.getByLabel('Goal 1 title').fill('Share what you learn');
  await goals.getByLabel('Goal 1 target').fill('Two talks');
  await goals.getByRole('button', { name: 'Add goal' }).click();
  await goals.getByLabel('Goal 2 weight (%)').fill('30');
  await expect(goals.getByRole('status')).toContainText('Weights: 130% of 100%');
  await goals.getByRole('button', { name: 'Remove goal 2' }).click();
  await expect(goals.getByRole('status')).toHaveText('Weights: 100% of 100%');
  await goals.getByRole('button', { name: 'Copy goals' }).click();
  await expect(cto.getByText(EVALUATION_CALL_MESSAGES.goalsCopied(1))).toBeVisible();

  // The team report: 3,60 and 2,00 published, self 4,20 and 3,00; Carla still in goal setting.
  await cto.getByRole('link', { name: teamName }).click();
  await expect(cto.getByRole('heading', { name: `${teamName} · ${YEAR}` })).toBeVisible();
  await expect(cto.getByRole('region', { name: 'Average final score' })).toContainText('2,80');
  await expect(cto.getByRole('region', { name: 'Self versus evaluator' })).toContainText('+0,80');
  await expect(cto.getByRole('region', { name: 'Goals achieved' })).toContainText('2 of 3 (67%)');
  await expect(cto.getByText('Published: 2')).toBeVisible();
  await expect(cto.getByText('Goal Setting: 1')).toBeVisible();
  await expectAccessible(cto, 'the team report');
  await cto.getByRole('tab', { name: 'Members (3)' }).click();
  await expect(cto).toHaveURL(/\/members$/);
  const members = cto.getByRole('table', { name: `Members of ${teamName}` });
  await expect(
    members.getByRole('row', { name: new RegExp(`${bruno.name}.*Published.*3,00.*2,00`) }),
  ).toBeVisible();
  await expect(
    members.getByRole('row', { name: new RegExp(`${carla.name}.*Goal Setting`) }),
  ).toBeVisible();
  await expectAccessible(cto, 'the team members report');
  const report = `${MANAGE}/report/team/${teamId}/${encodeURIComponent(teamName)}/${YEAR}`;
  for (const { name, viewport } of SIZES) {
    const page = await pageAs('cto@example.com', { at: report, viewport });
    await expect(page.getByRole('region', { name: 'Average final score' })).toContainText('2,80');
    await shoot(page, `team-report-${name}`);
    await page.goto(`${report}/members`);
    await expect(page.getByRole('table', { name: `Members of ${teamName}` })).toBeVisible();
    await shoot(page, `team-report-members-${name}`);
  }

  // The evaluator of the team reads it too; a stale name in the address is replaced.
  const evaluator = await pageAs('evaluator@example.com', {
    at: `${MANAGE}/report/team/${teamId}/Old%20name/${YEAR}/members`,
  });
  await expect(evaluator).toHaveURL(`${report}/members`);
  await expect(evaluator.getByRole('heading', { name: `${teamName} · ${YEAR}` })).toBeVisible();
  // The dashboard: what waits for the evaluator opens the list filtered by that state.
  await evaluator.goto('/app');
  await evaluator
    .getByRole('region', { name: 'Waiting for you' })
    .getByRole('link', { name: /^\d+ Evaluations in Goal Setting$/ })
    .click();
  await expect(evaluator).toHaveURL(`${MANAGE}?year=${YEAR}&state=GoalSetting`);
  await expect(evaluator.getByRole('combobox', { name: 'State' })).toHaveText(
    /^Goal Setting \(\d+\)$/,
  );

  // An unknown team, or a year that is no year, opens the not-found page.
  await evaluator.goto(`${MANAGE}/report/team/${crypto.randomUUID()}/Nobody/${YEAR}`);
  await expect(evaluator.getByText('Oops, Page Not Found :(')).toBeVisible();
  await evaluator.goto(`${MANAGE}/report/team/${teamId}/${encodeURIComponent(teamName)}/next`);
  await expect(evaluator.getByText('Oops, Page Not Found :(')).toBeVisible();
});

test('the team form refuses an evaluator who is also a member, on the evaluator’s row, before any call', async ({
  pageAs,
}) => {
  const cto = await pageAs('cto@example.com', { at: `${MANAGE}?view=teams` });
  const teamWrites: string[] = [];
  cto.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === EVALUATIONS_ENDPOINTS.createTeam.path
    ) {
      teamWrites.push(request.url());
    }
  });
  await cto.getByRole('button', { name: 'New team' }).click();
  const form = cto.getByRole('dialog', { name: 'New team' });
  await form.getByLabel('Name').fill(`Self-evaluated ${crypto.randomUUID().slice(0, 6)}`);
  await form.getByRole('button', { name: 'Add evaluator' }).click();
  await pickPerson(cto, form.getByRole('combobox', { name: 'Evaluator 1' }), EVALUATOR_NAME);
  await form.getByRole('button', { name: 'Add member' }).click();
  await pickPerson(cto, form.getByRole('combobox', { name: 'Member 1' }), EVALUATOR_NAME);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    form.getByRole('group', { name: 'Evaluator 1' }).getByText(TEAM_MESSAGES.evaluatesOwnTeam),
  ).toBeVisible();
  await expectAccessible(cto, 'the team form refusing an evaluator who is a member');
  expect(teamWrites).toEqual([]);
  // Removing the member clears the refusal at once.
  await form.getByRole('button', { name: 'Remove member 1' }).click();
  await expect(form.getByText(TEAM_MESSAGES.evaluatesOwnTeam)).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});
