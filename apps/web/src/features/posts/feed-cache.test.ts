import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FeedPage, Post } from '@quadro/contract/posts';
import { celebrationText, feedPosts, feedWithout, feedWithResponses } from './feed-cache.ts';

const post = (id: string): Post => ({
  id,
  author: { id: `${id}-a`, name: 'Ana', nickname: null, displayName: 'Ana', avatar: null },
  text: 'Hi',
  images: [],
  createdAt: '2026-11-26T10:00:00.000Z',
  editedAt: null,
  comments: 0,
  canEdit: false,
  canRemove: false,
  likes: 0,
  likedByMe: false,
  reactions: [],
  myReaction: null,
});

const feed = (...pages: string[][]) => ({
  pages: pages.map((ids): FeedPage => ({ items: ids.map(post), nextCursor: null })),
  pageParams: pages.map(() => undefined),
});

describe('the loaded feed', () => {
  it('shows every post once, in the order the pages came', () => {
    assert.deepEqual(
      feedPosts(feed(['c', 'b'], ['b', 'a'])).map((item) => item.id),
      ['c', 'b', 'a'],
    );
    assert.deepEqual(feedPosts(undefined), []);
  });

  it('takes a like or reaction answer into the one post it is about', () => {
    const responses = {
      likes: 3,
      likedByMe: true,
      reactions: [{ reaction: 'love' as const, count: 1 }],
      myReaction: 'love' as const,
    };
    const next = feedWithResponses(feed(['b'], ['a']), 'a', responses);
    assert.equal(next?.pages[0]?.items[0]?.likes, 0);
    assert.deepEqual(next?.pages[1]?.items[0]?.reactions, responses.reactions);
    assert.equal(next?.pages[1]?.items[0]?.likedByMe, true);
    assert.equal(feedWithResponses(undefined, 'a', responses), undefined);
  });

  it('drops a deleted post', () => {
    assert.deepEqual(
      feedPosts(feedWithout(feed(['b', 'a']), 'b')).map((item) => item.id),
      ['a'],
    );
  });
});

describe('celebrations', () => {
  it('wishes a happy birthday (no year) and counts years at the company', () => {
    assert.equal(celebrationText('birthday', null), 'Happy birthday');
    assert.equal(celebrationText('workAnniversary', 1), '1 year at the company');
    assert.equal(celebrationText('workAnniversary', 5), '5 years at the company');
  });
});
