import type { Page } from '@playwright/test';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';
import { makePng } from './make-png.ts';

const EMPLOYEE = 'employee@example.com';
const FINANCIAL = 'financial@example.com';

test.describe.configure({ mode: 'parallel' });

test('suggestions come from the server, at most five, and open the profile', async ({ page }) => {
  await signIn(page, EMPLOYEE);
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('a');
  await expect(page.getByRole('option')).toHaveCount(5);
  await search.fill('joao');
  await expect(page.getByRole('option')).toHaveText(['João Pereira']);
  await page.getByRole('option', { name: 'João Pereira' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
});

test('screens the profile may open are suggested after the people, and open their page', async ({
  page,
}) => {
  await signIn(page, FINANCIAL);
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('ines');
  // Other tests add people too (an 'Inês' among them): the demo's one must be suggested.
  await expect(page.getByRole('option', { name: 'Inês Rodrigues' })).toBeVisible();
  await search.fill('travels');
  await expect(page.getByRole('option')).toHaveText([/^Manage Travels/]);
  await page.getByRole('option', { name: 'Manage Travels' }).click();
  await expect(page).toHaveURL(/\/app\/manage-travels$/);
});

test('the results page shows people and screens, each with its count, and No Data', async ({
  page,
}) => {
  await signIn(page, EMPLOYEE, { at: '/app/search?search=vacations' });
  const people = page.getByRole('region', { name: 'People (0)' });
  await expect(people.getByText('No Data')).toBeVisible();
  const screens = page.getByRole('region', { name: 'Screens (1)' });
  await expect(screens.getByRole('link')).toHaveCount(1);
  await afterPageTransition(page);
  expect(await axeViolations(page)).toEqual([]);
  await screens.getByRole('link', { name: /Vacations/ }).click();
  await expect(page).toHaveURL(/\/app\/vacations$/);
});

test('Enter opens the result cards, which page and link to the profile', async ({ page }) => {
  await signIn(page, EMPLOYEE);
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('a');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/app\/search\?search=a$/);
  const results = page.getByRole('region', { name: 'People (' });
  await expect(results.getByRole('article')).toHaveCount(12);
  const pages = page.getByRole('navigation', { name: 'People pages' });
  await expect(pages.getByRole('button', { name: 'Go to first page' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Page 1, current page' })).toBeVisible();
  await pages.getByRole('button', { name: 'Go to last page' }).click();
  await expect(page).toHaveURL(/search=a&page=\d+$/);
  await expect(pages.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Go to first page' }).click();
  await expect(page).toHaveURL(/search=a&page=1$/);
  const card = results.getByRole('article', { name: 'Beatriz Carvalho' });
  await expect(card.getByText('Frontend Developer')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Beatriz Carvalho' })).toHaveAttribute(
    'src',
    /\/files\/profile-pictures\//,
  );
  await card.getByRole('link', { name: 'View profile of Beatriz Carvalho' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Beatriz Carvalho' })).toBeVisible();
});

test('accents are ignored and a person without a picture gets the default avatar', async ({
  page,
}) => {
  await signIn(page, EMPLOYEE, { at: '/app/search?search=INES' });
  const card = page.getByRole('article', { name: 'Inês Rodrigues' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Inês Rodrigues' })).toHaveAttribute(
    'src',
    /\/default-avatar\.svg$/,
  );
});

test('a blank term shows the error and searches nothing', async ({ page }) => {
  await signIn(page, EMPLOYEE);
  let searched = false;
  page.on('request', (request) => {
    const url = request.url();
    if (/\/api\/(people\/search|search\/screens|search\/posts)/.test(url)) searched = true;
  });
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page.getByText(VALIDATION_MESSAGES.invalidSearchTerm)).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/app/search?search=%20%20');
  await expect(page.getByText(VALIDATION_MESSAGES.invalidSearchTerm)).toBeVisible();
  expect(searched).toBe(false);
});

/** A post of the test's own, with a picture, through the API: the demo's posts are not relied on. */
async function postAbout(page: Page, text: string): Promise<string> {
  const created = await page.request.post(POSTS_ENDPOINTS.createPost.path, {
    headers: await bearerOf(page),
    multipart: {
      text,
      images: { name: 'tram.png', mimeType: 'image/png', buffer: makePng(320, 200) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { post: { id: string } }).post.id;
}

test('posts are found by their text, accents ignored, and open their details', async ({ page }) => {
  await signIn(page, EMPLOYEE);
  const marker = `e2e ${Date.now()} ${test.info().parallelIndex}`;
  const id = await postAbout(page, `Lisboa São João, ${marker}: sardinhas para todos!`);
  await page.goto('/app/search?search=sao%20joao');
  const posts = page.getByRole('region', { name: /^Posts \(\d+\)$/ });
  const result = posts.getByRole('link', { name: new RegExp(marker) });
  await expect(result).toBeVisible();
  await expect(result.getByText(`Lisboa São João, ${marker}: sardinhas para todos!`)).toBeVisible();
  await expect(result.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(result.locator('img[src*="/files/post-images/"]')).toHaveJSProperty(
    'naturalWidth',
    320,
  );
  // The people and the screens keep their sections, before and after the posts.
  const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings.map((heading) => heading.replace(/ \(\d+\)$/, ''))).toEqual([
    'People',
    'Posts',
    'Screens',
  ]);
  await afterPageTransition(page);
  expect(await axeViolations(page)).toEqual([]);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/app/post/${id}/post-details$`));
});

test('the posts section pages on its own, in ?postsPage=', async ({ page }) => {
  await signIn(page, EMPLOYEE);
  const marker = `pages${Date.now()}x${test.info().parallelIndex}`;
  for (let index = 0; index < 11; index++) await postAbout(page, `${marker} number ${index}`);
  await page.goto(`/app/search?search=${marker}`);
  const posts = page.getByRole('region', { name: 'Posts (11)' });
  await expect(posts.getByRole('link')).toHaveCount(10);
  await expect(posts.getByRole('link').first()).toContainText(`${marker} number 10`);
  await page
    .getByRole('navigation', { name: 'Posts pages' })
    .getByRole('button', { name: 'Go to next page' })
    .click();
  await expect(page).toHaveURL(new RegExp(`search=${marker}&postsPage=2$`));
  await expect(posts.getByRole('link')).toHaveText([new RegExp(`${marker} number 0`)]);
});

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`search with posts screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, EMPLOYEE);
    await postAbout(page, `Lisboa São João: who is coming to the Santos Populares? ${name}`);
    await page.goto('/app/search?search=sao%20joao');
    const posts = page.getByRole('region', { name: /^Posts \(\d+\)$/ });
    await expect(posts.getByRole('link').first()).toBeVisible();
    await afterPageTransition(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `../docs/screenshots/search-posts-${name}.png`, fullPage: true });
  });
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`search screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, EMPLOYEE, { at: '/app/search?search=a&page=2' });
    await expect(page.getByRole('region', { name: 'Screens (' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `../docs/screenshots/search-${name}.png`, fullPage: true });
    if (name === 'desktop') {
      await page.getByRole('combobox', { name: 'Search' }).fill('travel');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.screenshot({ path: `../docs/screenshots/search-suggestions-${name}.png` });
    }
  });
}
