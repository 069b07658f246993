import { readablePostText } from '@quadro/contract/post-text';
import type { ServiceContext } from '../../platform/context/service-context.ts';

const EXCERPT_MAX = 280;

function excerpt(text: string): string {
  const readable = readablePostText(text).trim();
  return readable.length > EXCERPT_MAX ? `${readable.slice(0, EXCERPT_MAX - 1)}…` : readable;
}

/** Tells the author HR removed their post, and why; call it in the removal's transaction. */
export function mailPostRemoved(
  ctx: ServiceContext,
  author: { email: string; name: string },
  post: { text: string },
  reason: string,
) {
  return ctx.mail({
    to: author.email,
    subject: 'Quadro: your post was removed',
    text: [
      `Hello ${author.name},`,
      '',
      'HR removed your post from the public feed:',
      '',
      excerpt(post.text),
      '',
      `Reason: ${reason}`,
    ].join('\n'),
  });
}
