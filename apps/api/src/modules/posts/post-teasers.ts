import type { PostTeaser } from '@quadro/contract/dashboard';
import { readablePostText } from '@quadro/contract/post-text';
import type { Executor } from '../../db/database.ts';
import { feedRows } from './feed.repository.ts';

const EXCERPT_LENGTH = 140;

/** The text as a reader sees it, cut at a word-agnostic 140 characters with '…'. */
export function excerptOf(text: string): string {
  const readable = readablePostText(text).trim();
  return readable.length > EXCERPT_LENGTH
    ? `${readable.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`
    : readable;
}

/** The newest visible posts, newest first, as the dashboard shows them (the feed's own query). */
export async function latestPostTeasers(db: Executor, count: number): Promise<PostTeaser[]> {
  const rows = await feedRows(db, { limit: count });
  return rows.slice(0, count).map((row) => ({
    id: row.id,
    authorId: row.authorId,
    authorName: row.author.nickname?.trim() || row.author.name,
    excerpt: excerptOf(row.text),
    createdAt: row.createdAt.toISOString(),
  }));
}
