import { profileLink } from '@quadro/contract/people';
import type {
  EmployeeCard,
  EmployeeSearchQuery,
  EmployeeSearchResult,
  ScreenSearchQuery,
  ScreenSearchResult,
} from '@quadro/contract/search';
import { isValidSearchTerm } from '@quadro/contract/search';
import { screensMatching } from '@quadro/contract/search-screens';
import { SEARCH_SUGGESTIONS_MAX } from '@quadro/contract/ui-constants';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { canSeePublicDetails } from './people.policy.ts';
import * as repository from './people-search.repository.ts';
import { signedProfilePictureUrl } from './profile-picture-path.ts';

/**
 * Spec §9: at most five, case- and accent-insensitive substrings of a name or a screen's title,
 * people first and the screens the actor may open after them; none for a blank term.
 */
export async function searchSuggestions(
  ctx: ServiceContext,
  actor: Actor,
  input: { term?: string | undefined },
): Promise<Array<{ name: string; link: string }>> {
  const term = input.term ?? '';
  if (!isValidSearchTerm(term)) return [];
  const people = await repository.suggestPeople(ctx.db, term, SEARCH_SUGGESTIONS_MAX);
  const screens = screensMatching(term, actor.profiles);
  return [
    ...people.map((person) => ({ name: person.name, link: profileLink(person.id) })),
    ...screens.map((screen) => ({ name: screen.title, link: screen.link })),
  ].slice(0, SEARCH_SUGGESTIONS_MAX);
}

/** One page of the screens the actor may open whose title contains the term. */
export function searchScreens(actor: Actor, query: ScreenSearchQuery): ScreenSearchResult {
  const screens = screensMatching(query.search, actor.profiles);
  const offset = (query.page - 1) * query.pageSize;
  return {
    items: screens.slice(offset, offset + query.pageSize),
    total: screens.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toCard(
  ctx: ServiceContext,
  actor: Actor,
  person: repository.SearchedPerson,
  now: Date,
): EmployeeCard {
  return {
    employeeId: person.id,
    name: person.name,
    title: canSeePublicDetails(actor, person) ? person.jobTitle : null,
    avatar: signedProfilePictureUrl(ctx.urlSigner, person, now),
    // No cover pictures exist: the card draws the default cover (docs/decisions.md).
    cover: null,
  };
}

/** One page of the employee cards whose name contains the term (the contract refuses a blank one). */
export async function searchPeople(
  ctx: ServiceContext,
  actor: Actor,
  query: EmployeeSearchQuery,
): Promise<EmployeeSearchResult> {
  const { rows, total } = await repository.searchPeople(ctx.db, {
    term: query.search,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const now = ctx.clock.now();
  return {
    items: rows.map((person) => toCard(ctx, actor, person, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
