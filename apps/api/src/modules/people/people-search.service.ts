import { profileLink } from '@quadro/contract/people';
import type {
  EmployeeCard,
  EmployeeSearchQuery,
  EmployeeSearchResult,
} from '@quadro/contract/search';
import { isValidSearchTerm } from '@quadro/contract/search';
import { SEARCH_SUGGESTIONS_MAX } from '@quadro/contract/ui-constants';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { canSeePublicDetails } from './people.policy.ts';
import * as repository from './people-search.repository.ts';
import { signedProfilePictureUrl } from './profile-picture-path.ts';

/** Spec §9: at most five, case- and accent-insensitive substring of the name, none for a blank term. */
export async function suggestPeople(
  ctx: ServiceContext,
  _actor: Actor,
  input: { term?: string | undefined },
): Promise<Array<{ name: string; link: string }>> {
  const term = input.term ?? '';
  if (!isValidSearchTerm(term)) return [];
  const people = await repository.suggestPeople(ctx.db, term, SEARCH_SUGGESTIONS_MAX);
  return people.map((person) => ({ name: person.name, link: profileLink(person.id) }));
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
