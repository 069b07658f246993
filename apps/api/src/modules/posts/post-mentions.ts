import { mentionedPersonIds, readablePostText } from '@quadro/contract/post-text';
import { postLink } from '@quadro/contract/posts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { users } from '../people/people.public.ts';
import { postMentions } from './posts.schema.ts';

const EXCERPT_MAX = 280;

function excerpt(text: string): string {
  const readable = readablePostText(text).trim();
  return readable.length > EXCERPT_MAX ? `${readable.slice(0, EXCERPT_MAX - 1)}…` : readable;
}

/**
 * Mails each enabled person the text mentions who was never mentioned in this post or its
 * comments before: a mention is mailed once per post, whoever repeats it. Call it inside the
 * transaction that saves the text (ctx of that transaction), so mail and rows land together.
 */
export async function mailNewMentions(
  ctx: ServiceContext,
  input: {
    postId: string;
    text: string;
    writer: { id: string; name: string };
    where: 'post' | 'comment';
  },
): Promise<string[]> {
  const mentioned = mentionedPersonIds(input.text).filter((id) => id !== input.writer.id);
  if (mentioned.length === 0) return [];
  const people = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(inArray(users.id, mentioned), eq(users.enabled, true), ne(users.id, input.writer.id)),
    );
  if (people.length === 0) return [];
  const fresh = await ctx.db
    .insert(postMentions)
    .values(people.map((person) => ({ postId: input.postId, personId: person.id })))
    .onConflictDoNothing()
    .returning({ personId: postMentions.personId });
  const freshIds = new Set(fresh.map((row) => row.personId));
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}${postLink(input.postId)}`;
  for (const person of people.filter((candidate) => freshIds.has(candidate.id))) {
    await ctx.mail({
      to: person.email,
      subject: `Quadro: ${input.writer.name} mentioned you in a ${input.where}`,
      text: [
        `Hello ${person.name},`,
        '',
        `${input.writer.name} mentioned you in a ${input.where} on the public feed:`,
        '',
        excerpt(input.text),
        '',
        `Open the post: ${link}`,
      ].join('\n'),
    });
  }
  return [...freshIds];
}
