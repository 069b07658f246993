import type { PostSearchResult } from '@quadro/contract/posts';
import type { EmployeeSearchQuery } from '@quadro/contract/search';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { searchPostRows } from './post-search.repository.ts';
import { buildPostViews } from './post-view.ts';

/** Posts whose text or author's nickname (name when none) holds the term, newest first. */
export async function searchPosts(
  ctx: ServiceContext,
  actor: Actor,
  query: EmployeeSearchQuery,
): Promise<PostSearchResult> {
  const reader = requireSignedIn(actor);
  const { rows, total } = await searchPostRows(ctx.db, {
    term: query.search,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: await buildPostViews(ctx, reader, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
