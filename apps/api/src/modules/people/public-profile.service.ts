import type { PublicProfile } from '@quadro/contract/people';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { interestsOf } from './interests.repository.ts';
import { canSeePublicDetails, canSeePublicProfile } from './people.policy.ts';
import { findPersonById } from './people.repository.ts';
import { signedProfilePictureUrl } from './profile-picture-path.ts';

/** Another person's public profile (or one's own); a disabled person is answered as absent. */
export async function getPublicProfile(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<PublicProfile> {
  const person = await findPersonById(ctx.db, input.id);
  if (!person || !canSeePublicProfile(actor, person)) throw notFound('Person');
  const shown = {
    id: person.id,
    name: person.name,
    profile_picture_url: signedProfilePictureUrl(ctx.urlSigner, person, ctx.clock.now()),
    hidden: person.hidden,
  };
  if (!canSeePublicDetails(actor, person)) {
    return {
      ...shown,
      nickname: null,
      email: null,
      job_title: null,
      workspace: null,
      start_date: null,
      interests: [],
    };
  }
  return {
    ...shown,
    nickname: person.nickname,
    email: person.email,
    job_title: person.jobTitle,
    workspace: person.workspace,
    start_date: person.startDate,
    interests: await interestsOf(ctx.db, person.id),
  };
}
