import { mentionToken, parsePostText } from '@quadro/contract/post-text';
import type { SearchSuggestion } from '@quadro/contract/search';

/**
 * Mentions in the composer. The text field shows them as a reader does, `@Ana Silva`; the people
 * picked from the '@' suggestions are kept beside the text, and the text is sent with each
 * `@Name` of a picked person written as its token, `@[Ana Silva](id)` (contract, post-text.ts).
 * A mention whose name the user then changes becomes plain text again.
 */
export interface PickedMention {
  name: string;
  personId: string;
}

/** The '@' being typed: where it starts and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** Longest run after '@' still read as a name being typed (a first and a last name fit). */
const QUERY_MAX = 40;

/**
 * The mention being typed at the caret, if any: an '@' at the start or after a space or an
 * opening bracket, followed by at most QUERY_MAX characters with no line break, not starting with
 * a space and not holding two spaces in a row.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const previous = at === 0 ? '' : before.charAt(at - 1);
  if (previous !== '' && !/[\s([{"']/.test(previous)) return null;
  const query = before.slice(at + 1);
  if (query.length > QUERY_MAX || /\n/.test(query) || /^\s/.test(query) || /\s{2}/.test(query)) {
    return null;
  }
  return { start: at, query };
}

/** A name as the token keeps it: no brackets or line breaks (the contract's mentionToken rule). */
export function mentionName(name: string): string {
  return name.replace(/[[\]\n]/g, ' ').trim();
}

/** The text after picking a person for the query: `@Name ` in its place, and where the caret goes. */
export function insertMention(
  text: string,
  query: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${mentionName(name)} `;
  const after = text.slice(caret).replace(/^ /, '');
  return {
    text: text.slice(0, query.start) + inserted + after,
    caret: query.start + inserted.length,
  };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readablePattern(name: string): RegExp {
  return new RegExp(`@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'gu');
}

/** The picked people still named in the text, each once. */
export function mentionsIn(text: string, picked: readonly PickedMention[]): PickedMention[] {
  const seen = new Set<string>();
  return picked.filter((mention) => {
    const key = `${mention.personId}|${mention.name}`;
    if (seen.has(key) || !readablePattern(mention.name).test(text)) return false;
    seen.add(key);
    return true;
  });
}

/** The text to send: each `@Name` of a picked person as its token (longer names first). */
export function textWithTokens(text: string, picked: readonly PickedMention[]): string {
  const byLength = [...mentionsIn(text, picked)].sort((a, b) => b.name.length - a.name.length);
  // Tokens first become placeholders, so a shorter name never matches inside a longer one's token.
  const placeholders: string[] = [];
  let result = text;
  for (const mention of byLength) {
    result = result.replace(readablePattern(mention.name), () => {
      placeholders.push(mentionToken(mention.name, mention.personId));
      return `\uE000${placeholders.length - 1}\uE000`;
    });
  }
  return result.replace(
    /\uE000(\d+)\uE000/g,
    (_match, index: string) => placeholders[Number(index)] ?? '',
  );
}

/** A saved text back in the composer: mentions as `@Name`, and who they are. */
export function readableWithMentions(saved: string): { text: string; mentions: PickedMention[] } {
  const mentions: PickedMention[] = [];
  const text = parsePostText(saved)
    .map((segment) => {
      if (segment.kind !== 'mention') return segment.text;
      mentions.push({ name: segment.text.slice(1), personId: segment.personId });
      return segment.text;
    })
    .join('');
  return { text, mentions };
}

const PROFILE_LINK = /^\/app\/profile\/([0-9a-fA-F-]{36})$/;

/** The people among the search suggestions (screens left out), with their ids from the links. */
export function peopleSuggested(suggestions: readonly SearchSuggestion[]): PickedMention[] {
  return suggestions.flatMap((suggestion) => {
    const match = PROFILE_LINK.exec(suggestion.link);
    return match?.[1] ? [{ name: suggestion.name, personId: match[1].toLowerCase() }] : [];
  });
}
