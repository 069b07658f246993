import { mentionedPersonIds, readablePostText } from '@quadro/contract/post-text';
import { postLink } from '@quadro/contract/posts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { people } from '../people/people.public.ts';
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
  const mentionedPeople = await ctx.db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(
      and(inArray(people.id, mentioned), eq(people.enabled, true), ne(people.id, input.writer.id)),
    );
  if (mentionedPeople.length === 0) return [];
  const fresh = await ctx.db
    .insert(postMentions)
    .values(mentionedPeople.map((person) => ({ postId: input.postId, personId: person.id })))
    .onConflictDoNothing()
    .returning({ personId: postMentions.personId });
  const freshIds = new Set(fresh.map((row) => row.personId));
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}${postLink(input.postId)}`;
  for (const person of mentionedPeople.filter((candidate) => freshIds.has(candidate.id))) {
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
