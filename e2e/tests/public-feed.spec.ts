import type { Locator, Page } from '@playwright/test';
import { POST_MESSAGES } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMailLink } from '../support/outbox.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';
import { makePng } from './make-png.ts';

const EMPLOYEE = 'employee@example.com';
const HR = 'hr@example.com';
const MENTIONED = { name: 'Miguel Santos', email: 'cto@example.com' };
const POST_LINK = /\/app\/post\/[0-9a-f-]{36}\/post-details/;
const COMPOSER_LABEL = 'What would you like to share?';

const png = (name: string, width = 640, height = 400) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(width, height),
});

/** A word no other test (or demo post) writes, so each test finds its own posts only. */
const uniqueWord = (prefix: string) => `${prefix}${crypto.randomUUID().slice(0, 8)}`;

async function openComposerFromTopBar(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL(/\/app\/my-profile\?selectedTab=public$/);
  const text = page.getByRole('textbox', { name: COMPOSER_LABEL });
  await expect(text).toBeFocused();
  return text;
}

function postCard(page: Page, word: string): Locator {
  return page.getByRole('article').filter({ hasText: word });
}

async function expectImagesLoaded(images: Locator) {
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    // Loaded: a broken or pending <img> has naturalWidth 0.
    await expect(image).not.toHaveJSProperty('naturalWidth', 0);
  }
}

async function publish(page: Page, text: string, images: ReturnType<typeof png>[] = []) {
  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: COMPOSER_LABEL }).fill(text);
  if (images.length > 0) await composer.getByLabel('Add images').setInputFiles(images);
  await composer.getByRole('button', { name: 'Publish' }).click();
  // The last toast: an earlier post's may still show when two are published in a row.
  await expect(page.getByText(POST_MESSAGES.created).last()).toBeVisible();
  await expect(composer.getByRole('textbox', { name: COMPOSER_LABEL })).toHaveValue('');
}

test.describe.configure({ mode: 'parallel' });

test('a post from the top bar, on the feed and its details, with a mention, a like and a reaction', async ({
  page,
}) => {
  const word = uniqueWord('Sunrise');
  await signIn(page, EMPLOYEE);
  const text = await openComposerFromTopBar(page);
  const composer = page.getByRole('form', { name: 'New post' });
  await text.fill(`${word} over the office, see https://example.com/sunrise.`);
  await composer.getByLabel('Add images').setInputFiles([png('sunrise.png')]);
  await expect(
    composer.getByRole('list', { name: 'Images of the post' }).getByRole('img'),
  ).toHaveCount(1);
  await composer.getByRole('button', { name: 'Publish' }).click();
  // The last toast: an earlier post's may still show when two are published in a row.
  await expect(page.getByText(POST_MESSAGES.created).last()).toBeVisible();
  await expect(text).toHaveValue('');
  await expect(composer.getByRole('list', { name: 'Images of the post' })).toHaveCount(0);
  // The user's own posts, under the composer.
  await expect(postCard(page, word)).toBeVisible();

  await page.goto('/app/public-feed');
  const card = postCard(page, word);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://example.com/sunrise' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(card.getByRole('link', { name: 'https://example.com/sunrise' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expectImagesLoaded(card.getByRole('img', { name: /^Image of the post by / }));

  const like = card.getByRole('button', { name: /^Like \d+$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('Like 0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('Like 1');

  await card.getByRole('button', { name: 'React' }).click();
  await page.getByRole('menuitemradio', { name: 'Celebrate' }).click();
  await expect(card.getByRole('button', { name: 'Your reaction: Celebrate' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Reactions' })).toHaveText(/Celebrate:\s*1/);

  await card.getByRole('link', { name: '0 comments' }).click();
  await expect(page).toHaveURL(POST_LINK);
  const postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Liked by' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Liked by' }).getByRole('link')).toHaveCount(1);
  await expectImagesLoaded(page.getByRole('img', { name: /^Image of the post by / }));

  const comment = page.getByRole('textbox', { name: 'Write a comment' });
  await comment.pressSequentially('Thanks @Migu');
  await page.getByRole('option', { name: MENTIONED.name }).click();
  await expect(comment).toHaveValue(`Thanks @${MENTIONED.name} `);
  await comment.pressSequentially('for the review');
  const commentedAt = Date.now();
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText(POST_MESSAGES.commentAdded)).toBeVisible();
  await expect(comment).toHaveValue('');
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('link', { name: `@${MENTIONED.name}` })).toHaveAttribute(
    'href',
    /\/app\/profile\/[0-9a-f-]{36}$/,
  );
  const mailed = await waitForMailLink(MENTIONED.email, new RegExp(postPath), commentedAt);
  expect(mailed).toBe(postPath);

  // The feed's search finds the post by a word of its text, and keeps the term in the address.
  await page.goto('/app/public-feed');
  await page.getByRole('searchbox', { name: /Search posts/ }).fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`search=${word.toLowerCase()}`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(postCard(page, word).getByRole('link', { name: '1 comment' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search posts/ }).fill(uniqueWord('Nothing'));
  await expect(page.getByText('No Data')).toBeVisible();
});

test('the composer refuses a fifth image and a file that is no image, keeping what was written', async ({
  page,
}) => {
  const word = uniqueWord('Album');
  await signIn(page, EMPLOYEE, { at: '/app/my-profile?selectedTab=public' });
  const composer = page.getByRole('form', { name: 'New post' });
  const text = composer.getByRole('textbox', { name: COMPOSER_LABEL });
  await expect(text).toBeFocused();
  await text.fill(`${word} five pictures`);
  await composer
    .getByLabel('Add images')
    .setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png')]);
  const listed = composer.getByRole('list', { name: 'Images of the post' }).getByRole('listitem');
  await expect(listed).toHaveCount(4);
  await expect(composer.getByRole('alert')).toHaveText(`5.png: ${POST_MESSAGES.tooManyImages}`);
  await expect(text).toHaveValue(`${word} five pictures`);

  // Removable before posting; a text file named .png passes the picker, the API refuses it.
  await composer.getByRole('button', { name: 'Remove image 4' }).click();
  await expect(listed).toHaveCount(3);
  await composer.getByLabel('Add images').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(listed).toHaveCount(4);
  await composer.getByRole('button', { name: 'Publish' }).click();
  await expect(composer.getByRole('alert')).toBeVisible();
  await expect(text).toHaveValue(`${word} five pictures`);
  await expect(listed).toHaveCount(4);

  // The switch beside the composer keeps one's birthday and anniversary off the feed, or not.
  const celebrations = page.getByRole('switch', {
    name: 'Show my birthday and work anniversary on the feed',
  });
  await expect(celebrations).toBeChecked();
  await celebrations.click();
  await expect(page.getByText(POST_MESSAGES.preferenceSaved)).toBeVisible();
  await expect(celebrations).not.toBeChecked();
  await celebrations.click();
  await expect(celebrations).toBeChecked();

  // Without the bad file it is published, with its three images.
  await composer.getByRole('button', { name: 'Remove image 4' }).click();
  await composer.getByRole('button', { name: 'Publish' }).click();
  // The last toast: an earlier post's may still show when two are published in a row.
  await expect(page.getByText(POST_MESSAGES.created).last()).toBeVisible();
  await expect(
    postCard(page, word).getByRole('img', { name: /^Image \d of 3 of the post by / }),
  ).toHaveCount(3);
});

test('the author edits and deletes a post; HR removes another’s with a reason', async ({
  page,
  pageAs,
}) => {
  const edited = uniqueWord('Edited');
  const removed = uniqueWord('Removed');
  await signIn(page, EMPLOYEE, { at: '/app/my-profile?selectedTab=public' });
  await publish(page, `${edited} first words`, [png('keep.png'), png('drop.png')]);
  await publish(page, `${removed} for HR to remove`);

  const mine = postCard(page, edited);
  await mine.getByRole('button', { name: /^Actions on the post by / }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  const editText = dialog.getByRole('textbox', { name: COMPOSER_LABEL });
  await expect(editText).toHaveValue(`${edited} first words`);
  await expect(
    dialog.getByRole('list', { name: 'Images of the post' }).getByRole('img'),
  ).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remove image 2' }).click();
  await editText.fill(`${edited} better words`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(POST_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mine).toContainText(`${edited} better words`);
  await expect(mine.getByRole('img', { name: /^Image of the post by / })).toHaveCount(1);

  await mine.getByRole('button', { name: /^Actions on the post by / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete post' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(POST_MESSAGES.deleted)).toBeVisible();
  await expect(mine).toHaveCount(0);

  const hr = await pageAs(HR, { at: `/app/public-feed?search=${removed}` });
  const theirs = postCard(hr, removed);
  await expect(theirs).toBeVisible();
  // The author's profile lists it on its Posts tab.
  const author = (await theirs.getByRole('link').first().getAttribute('href')) ?? '';
  await hr.goto(`${author}?selectedTab=public`);
  await expect(hr.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(theirs).toBeVisible();
  await theirs.getByRole('link', { name: '0 comments' }).click();
  await expect(hr).toHaveURL(POST_LINK);
  await expect(hr.getByRole('heading', { name: 'Liked by' })).toBeVisible();
  const postPath = new URL(hr.url()).pathname;
  await hr.getByRole('button', { name: /^Actions on the post by / }).click();
  await expect(hr.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await hr.getByRole('menuitem', { name: 'Remove' }).click();
  const removal = hr.getByRole('dialog', { name: 'Remove post' });
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(removal.getByText('Required')).toBeVisible();
  const reason = `Off topic ${removed}`;
  await removal.getByRole('textbox', { name: 'Reason' }).fill(reason);
  const removedAt = Date.now();
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(hr.getByText(POST_MESSAGES.removed)).toBeVisible();
  await expect(hr).toHaveURL(/\/app\/public-feed$/);
  await waitForMailLink(EMPLOYEE, new RegExp(reason), removedAt);

  // Gone for everyone: the feed no longer lists it, and its address is the not-found page.
  await page.goto(postPath);
  await expect(page.getByText('Oops, Page Not Found :(')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/pages\/not-found$/);
});

test('the feed loads ten posts, then ten more as one scrolls or presses Load more', async ({
  page,
}) => {
  const word = uniqueWord('Series');
  await signIn(page, 'trainee@example.com');
  const headers = await bearerOf(page);
  for (let number = 1; number <= 21; number++) {
    const response = await page.request.post(POSTS_ENDPOINTS.createPost.path, {
      headers,
      multipart: { text: `${word} number ${number}` },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto(`/app/public-feed?search=${word}`);
  const posts = page.getByRole('article');
  await expect(posts).toHaveCount(10);
  await expect(posts.first()).toContainText(`${word} number 21`);
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(posts).toHaveCount(20);
  await posts.last().scrollIntoViewIfNeeded();
  await expect(posts).toHaveCount(21);
  await expect(posts.last()).toContainText(`${word} number 1`);
  await expect(page.getByText('No more posts')).toBeVisible();
});

test("the day's birthdays and work anniversaries top the feed, without the year of birth", async ({
  page,
}) => {
  await signIn(page, EMPLOYEE);
  const person = (id: string, name: string) => ({
    id,
    name,
    nickname: null,
    displayName: name,
    avatar: null,
  });
  // Which demo people celebrate today depends on the day the suite runs: the answer is given.
  await page.route('**/api/feed/celebrations', (route) =>
    route.fulfill({
      json: {
        date: '2026-11-26',
        items: [
          {
            person: person('11111111-1111-4111-8111-111111111111', 'Rita Lopes'),
            kind: 'birthday',
            years: null,
          },
          {
            person: person('22222222-2222-4222-8222-222222222222', 'Nuno Reis'),
            kind: 'workAnniversary',
            years: 3,
          },
        ],
      },
    }),
  );
  await page.goto('/app/public-feed');
  const today = page.getByRole('region', { name: 'Celebrating today' });
  await expect(today.getByRole('listitem')).toHaveCount(2);
  await expect(today.getByRole('listitem').first()).toHaveText('Rita LopesHappy birthday');
  await expect(today.getByRole('listitem').last()).toHaveText('Nuno Reis3 years at the company');
  await expect(today.getByRole('link', { name: 'Rita Lopes' })).toHaveAttribute(
    'href',
    '/app/profile/11111111-1111-4111-8111-111111111111',
  );
  await page.screenshot({ path: 'test-results/celebrations.png' });
});

for (const [size, viewport] of Object.entries({
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
})) {
  test(`the feed, a post and the composer pass axe and are pictured (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const word = uniqueWord('Picnic');
    await signIn(page, EMPLOYEE, { at: '/app/my-profile?selectedTab=public' });
    await publish(
      page,
      `${word}: team picnic on Friday at the park, bring a hat! https://example.com/picnic`,
      [png('park.png', 1200, 800), png('team.png', 800, 800)],
    );

    await page.goto('/app/public-feed');
    const card = postCard(page, word);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Like 0' }).click();
    await expect(card.getByRole('button', { name: 'Like 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await card.getByRole('button', { name: 'React' }).click();
    await page.getByRole('menuitemradio', { name: 'Love' }).click();
    await expect(card.getByRole('list', { name: 'Reactions' })).toHaveText(/Love:\s*1/);
    await page.waitForLoadState('networkidle');
    expect.soft(await axeViolations(page), 'axe on the feed').toEqual([]);
    await page.screenshot({ path: `../docs/screenshots/public-feed-${size}.png` });

    await postCard(page, word).getByRole('link', { name: '0 comments' }).click();
    await expect(page).toHaveURL(POST_LINK);
    await expect(page.getByRole('heading', { name: 'Liked by' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `../docs/screenshots/post-details-${size}.png` });
    await page.getByRole('textbox', { name: 'Write a comment' }).fill(`Count me in ${word}`);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByText(POST_MESSAGES.commentAdded)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await axeViolations(page), 'axe on the details').toEqual([]);
    await page
      .getByRole('region', { name: /^Comments/ })
      .evaluate((region) => region.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: `../docs/screenshots/post-details-comments-${size}.png` });

    await page.goto('/app/my-profile?selectedTab=public');
    const text = page.getByRole('textbox', { name: COMPOSER_LABEL });
    await expect(text).toBeFocused();
    await text.pressSequentially('Welcome to the team @Migu');
    await expect(page.getByRole('option', { name: MENTIONED.name })).toBeVisible();
    await page
      .getByRole('form', { name: 'New post' })
      .getByLabel('Add images')
      .setInputFiles([png('welcome.png')]);
    await page.waitForLoadState('networkidle');
    expect.soft(await axeViolations(page), 'axe on the public tab').toEqual([]);
    await page
      .getByRole('form', { name: 'New post' })
      .evaluate((form) => form.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `../docs/screenshots/new-post-${size}.png` });
    // Enter picks the suggestion from the keyboard.
    await text.press('Enter');
    await expect(text).toHaveValue(`Welcome to the team @${MENTIONED.name} `);
    await expect(page.getByText(`Mentioning: ${MENTIONED.name}.`)).toBeVisible();
  });
}
