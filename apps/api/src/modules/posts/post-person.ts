import type { PostPerson } from '@quadro/contract/posts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { people, signedProfilePictureUrl } from '../people/people.public.ts';

/** The columns of people a post, comment, liker or celebration shows of a person. */
export const postPersonColumns = {
  id: people.id,
  name: people.name,
  nickname: people.nickname,
  profilePictureFileId: people.profilePictureFileId,
};

export interface PostPersonRow {
  id: string;
  name: string;
  nickname: string | null;
  profilePictureFileId: string | null;
}

/** Shown by nickname, by name when there is none; the avatar through a signed link. */
export function toPostPerson(
  ctx: Pick<ServiceContext, 'urlSigner' | 'clock'>,
  row: PostPersonRow,
): PostPerson {
  const nickname = row.nickname?.trim() || null;
  return {
    id: row.id,
    name: row.name,
    nickname,
    displayName: nickname ?? row.name,
    avatar: signedProfilePictureUrl(ctx.urlSigner, row, ctx.clock.now()),
  };
}
