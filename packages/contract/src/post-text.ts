/**
 * A post's or comment's text is plain: what it holds beyond words is links (http and https
 * addresses, made clickable) and mentions, written `@[Display Name](person id)` by the composer
 * when a person is picked from the '@' suggestions. Both sides read it with these functions.
 */

export type PostTextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; personId: string };

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** A mention's name: no brackets, no line break, 1 to 100 characters. */
const MENTION = `@\\[([^\\[\\]\\n]{1,100})\\]\\((${UUID})\\)`;
const LINK = 'https?:\\/\\/[^\\s<>"]+';
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

/** The token the composer writes for a picked person. */
export function mentionToken(name: string, personId: string): string {
  return `@[${name.replace(/[[\]\n]/g, ' ').trim()}](${personId})`;
}

/** The text cut into plain runs, links and mentions, in order; joined back it is the same text. */
export function parsePostText(text: string): PostTextSegment[] {
  const segments: PostTextSegment[] = [];
  const pattern = new RegExp(`${MENTION}|${LINK}`, 'g');
  let plainFrom = 0;
  const pushPlain = (until: number) => {
    if (until > plainFrom) segments.push({ kind: 'text', text: text.slice(plainFrom, until) });
  };
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const [whole, name, personId] = match;
    if (name !== undefined && personId !== undefined) {
      pushPlain(start);
      segments.push({ kind: 'mention', text: `@${name}`, personId: personId.toLowerCase() });
      plainFrom = start + whole.length;
      continue;
    }
    const href = whole.replace(TRAILING_PUNCTUATION, '');
    if (!/^https?:\/\/[^/?#\s]+/.test(href)) continue;
    pushPlain(start);
    segments.push({ kind: 'link', text: href, href });
    plainFrom = start + href.length;
  }
  pushPlain(text.length);
  return segments;
}

/** The people a text mentions, each once, in order of first mention. */
export function mentionedPersonIds(text: string): string[] {
  const ids = parsePostText(text).flatMap((segment) =>
    segment.kind === 'mention' ? [segment.personId] : [],
  );
  return [...new Set(ids)];
}

/** The text as a reader sees it: mentions as '@Name', the rest unchanged (excerpts, mails). */
export function readablePostText(text: string): string {
  return parsePostText(text)
    .map((segment) => segment.text)
    .join('');
}
