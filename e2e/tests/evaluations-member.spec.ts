import type { Page } from '@playwright/test';
import { endpointUrl } from '@quadro/contract/endpoint';
import { EVALUATION_CALL_MESSAGES, type EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { EVALUATION_MESSAGES, type TeamResult } from '@quadro/contract/evaluations';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hireWithDislocation } from '../support/hire-with-dislocation.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf, personIdOf } from '../support/people.ts';
import { pickOption } from '../support/select-option.ts';

const YEAR = new Date().getFullYear();
const PASSWORD = 'Evaluated#2026';
const EVALUATOR = 'evaluator@example.com';
/** A demo employee the evaluator asks about the member. */
const COLLEAGUE = 'employee@example.com';
const COLLEAGUE_NAME = 'Ana Ferreira';
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const signedInId = (page: Page) => page.evaluate(() => localStorage.getItem('userId') ?? '');

/**
 * The CTO puts the member in a team of their own evaluated by the demo evaluator, and opens the
 * year (its dates as they are, when another spec or the seed opened it already).
 */
async function teamUp(cto: Page, memberId: string, evaluatorId: string): Promise<string> {
  const headers = await bearerOf(cto);
  const team = await cto.request.post(EVALUATIONS_ENDPOINTS.createTeam.path, {
    headers,
    data: {
      name: `Evaluated ${crypto.randomUUID().slice(0, 8)}`,
      members: [{ userId: memberId, from: `${YEAR}-01-01`, to: null }],
      evaluators: [{ userId: evaluatorId, from: `${YEAR}-01-01`, to: null }],
    },
  });
  expect(team.status(), await team.text()).toBe(201);
  const cycle = (await (
    await cto.request.get(endpointUrl(EVALUATIONS_ENDPOINTS.cycle, { query: { year: YEAR } }), {
      headers,
    })
  ).json()) as EvaluationCycle;
  const opened = await cto.request.put(EVALUATIONS_ENDPOINTS.openCycle.path, {
    headers,
    data: { year: YEAR, dates: cycle.dates },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return ((await team.json()) as TeamResult).team.id;
}

const stateChip = (page: Page, state: string) =>
  expect(page.locator('.MuiChip-root', { hasText: state }).first()).toBeVisible();

/** Takes a move from the report's bar, confirming it or saying why. */
async function move(page: Page, action: string, reason?: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The evaluator asks a colleague, picked by name, for feedback on the member. */
async function askFeedback(page: Page, name: string, anonymous: boolean) {
  await page.getByRole('button', { name: 'Ask for feedback' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Colleague').fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  if (anonymous) await dialog.getByLabel('Anonymous').check();
  await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
}

test('an evaluation from goals to published, acknowledged, unpublished, suspended and resumed', async ({
  browser,
  pageAs,
}) => {
  const hr = await pageAs('hr@example.com');
  const member = await hireWithDislocation(browser, hr, {
    year: YEAR,
    firstName: 'Eva',
    password: PASSWORD,
  });
  const cto = await pageAs('cto@example.com');
  const memberId = await personIdOf(cto, member.name);
  const report = `/app/manage-evaluations/report/member/${memberId}`;
  const evaluator = await pageAs(EVALUATOR);
  const teamId = await teamUp(cto, memberId, await signedInId(evaluator));

  // From the team's report, the evaluator sets two goals, their weights adding up to 100, and
  // starts the self-assessment.
  await evaluator.goto(`/app/manage-evaluations/report/${teamId}/member/${memberId}`);
  await expect(evaluator.getByRole('heading', { name: member.name })).toBeVisible();
  await stateChip(evaluator, 'Goal Setting');
  await evaluator.getByLabel('Goal 1 title').fill('Ship the portal');
  await evaluator.getByLabel('Goal 1 target').fill('Live by June');
  await evaluator.getByLabel('Goal 1 description').fill('The new portal, for every employee');
  await evaluator.getByLabel('Goal 1 weight (%)').fill('60');
  await evaluator.getByRole('button', { name: 'Add goal' }).click();
  await evaluator.getByLabel('Goal 2 title').fill('Mentor a trainee');
  await evaluator.getByLabel('Goal 2 target').fill('Weekly sessions');
  await evaluator.getByLabel('Goal 2 weight (%)').fill('30');
  await expect(evaluator.getByRole('status')).toContainText(EVALUATION_MESSAGES.weights);
  await evaluator.getByRole('button', { name: 'Save goals' }).click();
  await expect(
    evaluator.getByRole('alert').filter({ hasText: EVALUATION_MESSAGES.weights }),
  ).toBeVisible();
  await evaluator.getByLabel('Goal 2 weight (%)').fill('40');
  await expect(evaluator.getByRole('status')).toHaveText('Weights: 100% of 100%');
  await evaluator.getByRole('button', { name: 'Save goals' }).click();
  await expect(evaluator.getByText(EVALUATION_CALL_MESSAGES.goalsSaved)).toBeVisible();
  await expectAccessible(evaluator, 'the member report in goal setting');
  for (const { name, viewport } of SIZES) {
    const page = await pageAs(EVALUATOR, { at: report, viewport });
    await expect(page.getByLabel('Goal 2 weight (%)')).toHaveValue('40');
    await afterPageTransition(page);
    await page.screenshot({ path: `../docs/screenshots/member-goals-${name}.png`, fullPage: true });
  }
  await move(evaluator, 'Start self-assessment');
  await stateChip(evaluator, 'Self-Assessment');

  // The employee scores both goals: a 5 needs a comment; then sends them to the evaluator.
  const employee = await pageAs(member.email, { at: '/app/evaluations', password: PASSWORD });
  await expect(employee.getByRole('heading', { name: `Your ${YEAR} evaluation` })).toBeVisible();
  await pickOption(employee, employee.getByLabel('Score of Ship the portal'), '5 – Outstanding');
  await pickOption(
    employee,
    employee.getByLabel('Score of Mentor a trainee'),
    '3 – Meets expectations',
  );
  await employee.getByRole('button', { name: 'Send to evaluator' }).click();
  await expect(employee.getByText(EVALUATION_MESSAGES.commentNeeded(5))).toBeVisible();
  await employee.getByLabel('Comment on Ship the portal').fill('Shipped in May');
  await employee.getByRole('button', { name: 'Save draft' }).click();
  await expect(employee.getByText(EVALUATION_CALL_MESSAGES.selfSaved)).toBeVisible();
  await expectAccessible(employee, 'the self-assessment');
  for (const { name, viewport } of SIZES) {
    const page = await pageAs(member.email, {
      at: '/app/evaluations',
      password: PASSWORD,
      viewport,
    });
    await expect(page.getByLabel('Comment on Ship the portal')).toHaveValue('Shipped in May');
    await afterPageTransition(page);
    await page.screenshot({
      path: `../docs/screenshots/self-assessment-${name}.png`,
      fullPage: true,
    });
  }
  await employee.getByRole('button', { name: 'Send to evaluator' }).click();
  await employee.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(employee.getByText(EVALUATION_CALL_MESSAGES.selfSubmitted)).toBeVisible();
  await stateChip(employee, 'Evaluator Assessment');
  await expect(employee.getByText('Your self score: 4,20')).toBeVisible();

  // The evaluator scores beside the employee's scores, comments overall and publishes.
  await evaluator.reload();
  await stateChip(evaluator, 'Evaluator Assessment');
  await expect(evaluator.getByRole('cell', { name: /Shipped in May/ })).toBeVisible();
  await pickOption(
    evaluator,
    evaluator.getByLabel('Score of Ship the portal'),
    '4 – Exceeds expectations',
  );
  await pickOption(
    evaluator,
    evaluator.getByLabel('Score of Mentor a trainee'),
    '3 – Meets expectations',
  );
  await evaluator.getByLabel('Overall comment').fill('A strong year.');
  await evaluator.getByRole('button', { name: 'Save assessment' }).click();
  await expect(evaluator.getByText(EVALUATION_CALL_MESSAGES.assessmentSaved)).toBeVisible();
  await expectAccessible(evaluator, 'the member report in the evaluator assessment');
  for (const { name, viewport } of SIZES) {
    const page = await pageAs(EVALUATOR, { at: report, viewport });
    await expect(page.getByLabel('Overall comment')).toHaveValue('A strong year.');
    await afterPageTransition(page);
    await page.screenshot({
      path: `../docs/screenshots/member-report-${name}.png`,
      fullPage: true,
    });
  }
  // On paper: the report without the shell's bars and menu, and without its controls.
  await evaluator.emulateMedia({ media: 'print' });
  await expect(evaluator.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await expect(evaluator.getByRole('button', { name: 'Publish' })).toBeHidden();
  await expect(evaluator.getByRole('button', { name: 'Save assessment' })).toBeHidden();
  await expect(evaluator.getByRole('heading', { name: member.name })).toBeVisible();
  await evaluator.emulateMedia({ media: 'screen' });
  await move(evaluator, 'Publish');
  await stateChip(evaluator, 'Published');
  await expect(evaluator.getByText('Final score: 3,60')).toBeVisible();
  await evaluator.goto(report.replace('/member/', '/employee/'));
  await expect(evaluator.getByText('Final score: 3,60')).toBeVisible();
  await expect(evaluator.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  await evaluator.goto(report);

  // The employee reads the final score beside their own and acknowledges with a remark.
  await employee.reload();
  const published = employee.getByRole('table', { name: 'Published evaluations' });
  await expect(
    published.getByRole('row', { name: new RegExp(`${YEAR}.*3,60.*4,20`) }),
  ).toBeVisible();
  await published.getByRole('button', { name: `Acknowledge ${YEAR}` }).click();
  await employee.getByRole('dialog').getByLabel('Remark (optional)').fill('Fair, thank you.');
  await employee.getByRole('dialog').getByRole('button', { name: 'Acknowledge' }).click();
  await expect(employee.getByText(EVALUATION_CALL_MESSAGES.acknowledged)).toBeVisible();
  await expect(published.getByRole('cell', { name: 'Yes' })).toBeVisible();
  await expectAccessible(employee, 'the employee page with a published evaluation');
  for (const { name, viewport } of SIZES) {
    const page = await pageAs(member.email, {
      at: '/app/evaluations',
      password: PASSWORD,
      viewport,
    });
    await expect(page.getByRole('table', { name: 'Published evaluations' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `../docs/screenshots/evaluations-${name}.png`, fullPage: true });
  }
  await published.getByRole('link', { name: String(YEAR) }).click();
  await expect(employee.getByText('Remark: Fair, thank you.')).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  await expectAccessible(employee, 'the employee report');

  // Unpublished with a reason, it is the employee's no more.
  await evaluator.reload();
  await expect(evaluator.getByText('Remark: Fair, thank you.')).toBeVisible();
  await move(evaluator, 'Unpublish', 'The second goal needs another look');
  await stateChip(evaluator, 'Evaluator Assessment');
  await employee.goto('/app/evaluations');
  await expect(employee.getByText('No evaluation of yours was published yet.')).toBeVisible();
  await expect(employee.getByText(/Final score/)).toHaveCount(0);

  // Suspended with a reason and resumed where it was.
  await move(evaluator, 'Suspend', 'Long leave');
  await stateChip(evaluator, 'Suspended');
  await expect(
    evaluator.getByText('Suspended during Evaluator Assessment: Long leave'),
  ).toBeVisible();
  await expectAccessible(evaluator, 'a suspended member report');
  await move(evaluator, 'Resume');
  await stateChip(evaluator, 'Evaluator Assessment');
  await expect(evaluator.getByLabel('Overall comment')).toHaveValue('A strong year.');

  // A colleague is asked for feedback by name (asking them twice is refused on the field) and answers.
  const colleague = await pageAs(COLLEAGUE, { at: '/app/evaluations' });
  await askFeedback(evaluator, COLLEAGUE_NAME, false);
  await expect(evaluator.getByText(EVALUATION_CALL_MESSAGES.feedbackAsked)).toBeVisible();
  await askFeedback(evaluator, COLLEAGUE_NAME, true);
  const asking = evaluator.getByRole('dialog');
  await expect(asking.getByText(EVALUATION_CALL_MESSAGES.feedbackTwice)).toBeVisible();
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await colleague.reload();
  const requests = colleague.getByRole('list', { name: 'Feedback asked of you' });
  await expect(requests.getByText(`${member.name}, ${YEAR}`)).toBeVisible();
  await expectAccessible(colleague, 'feedback asked of a colleague');
  await requests.getByRole('button', { name: `Answer about ${member.name}` }).click();
  const answering = colleague.getByRole('dialog');
  await answering.getByLabel('Comment').fill('Always ready to help.');
  await pickOption(colleague, answering.getByLabel('Score (optional)'), '4 – Exceeds expectations');
  await answering.getByRole('button', { name: 'Send feedback' }).click();
  await expect(colleague.getByText(EVALUATION_CALL_MESSAGES.feedbackAnswered)).toBeVisible();
  await expect(requests.getByText(`${member.name}, ${YEAR}`)).toHaveCount(0);
  await evaluator.reload();
  await expect(evaluator.getByText('Always ready to help.')).toBeVisible();
  await expect(
    evaluator.getByRole('list', { name: 'Colleagues asked' }).getByText('Named, answered'),
  ).toBeVisible();
});

test('a member report nobody may read is not found', async ({ pageAs }) => {
  const evaluator = await pageAs(EVALUATOR);
  await evaluator.goto(`/app/manage-evaluations/report/member/${crypto.randomUUID()}`);
  await expect(evaluator.getByText('Oops, Page Not Found :(')).toBeVisible();
});
