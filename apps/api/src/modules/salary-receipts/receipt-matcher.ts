import { isValidNif } from '@quadro/contract/employees';

export interface MatchablePerson {
  id: string;
  name: string;
  taxNumber: string | null;
  email: string;
}

export type ReceiptMatch =
  | { kind: 'matched'; employeeId: string; by: 'nif' | 'file-name' | 'name' }
  | { kind: 'ambiguous'; candidateIds: string[] }
  | { kind: 'unmatched' };

/** Lower case, accents and punctuation gone, single spaces: 'João  Pereira-Lopes' → 'joao pereira lopes'. */
export function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The valid NIFs written in a text, spaced ('123 456 789') or not, never inside a longer number. */
export function nifsIn(text: string): string[] {
  const found = text.match(/(?<!\d)\d{3} ?\d{3} ?\d{3}(?!\d)/g) ?? [];
  return [...new Set(found.map((nif) => nif.replace(/ /g, '')).filter(isValidNif))];
}

function verdict(
  ids: readonly string[],
  by: 'nif' | 'file-name' | 'name',
): ReceiptMatch | undefined {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return undefined;
  if (distinct.length === 1) return { kind: 'matched', employeeId: distinct[0] as string, by };
  return { kind: 'ambiguous', candidateIds: distinct };
}

/**
 * Matches a receipt (a page's text and its file's name) to one employee: by a NIF in the text,
 * else a NIF or an e-mail in the file name, else the full name in the text (accents and case
 * ignored, whole words, the longest name winning over one it contains). More than one person at
 * the deciding step is ambiguous: finance picks.
 */
export function createReceiptMatcher(people: readonly MatchablePerson[]) {
  const byNif = new Map(
    people.filter((person) => person.taxNumber).map((person) => [person.taxNumber, person.id]),
  );
  // Full names of two words or more, looked up by the runs of words of a page's text: a page
  // costs its words times the longest name, not the number of people.
  const byName = new Map<string, string[]>();
  let longestName = 0;
  for (const person of people) {
    const words = plainWords(person.name);
    if (!words.includes(' ')) continue;
    byName.set(words, [...(byName.get(words) ?? []), person.id]);
    longestName = Math.max(longestName, words.split(' ').length);
  }
  const emailMatches = new Map<string, string[]>();
  const byEmailIn = (fileName: string) => {
    let ids = emailMatches.get(fileName);
    if (!ids) {
      ids = people
        .filter((person) => fileName.includes(person.email.toLowerCase()))
        .map((p) => p.id);
      emailMatches.set(fileName, ids);
    }
    return ids;
  };
  const namesIn = (text: string) => {
    const words = plainWords(text).split(' ');
    const found = new Set<string>();
    for (let start = 0; start < words.length; start++) {
      for (let length = 2; length <= longestName && start + length <= words.length; length++) {
        const run = words.slice(start, start + length).join(' ');
        if (byName.has(run)) found.add(run);
      }
    }
    return [...found];
  };

  return (input: { text: string; fileName: string }): ReceiptMatch => {
    const inText = nifsIn(input.text).flatMap((nif) => byNif.get(nif) ?? []);
    const fromText = verdict(inText, 'nif');
    if (fromText) return fromText;

    const fileName = input.fileName.toLowerCase();
    const inFileName = [
      ...nifsIn(fileName).flatMap((nif) => byNif.get(nif) ?? []),
      ...byEmailIn(fileName),
    ];
    const fromFileName = verdict(inFileName, 'file-name');
    if (fromFileName) return fromFileName;

    const named = namesIn(input.text);
    const longest = named.filter(
      (name) => !named.some((other) => other !== name && ` ${other} `.includes(` ${name} `)),
    );
    return (
      verdict(
        longest.flatMap((name) => byName.get(name) ?? []),
        'name',
      ) ?? { kind: 'unmatched' }
    );
  };
}

/** Consecutive pages matched to the same person make one receipt; any other page stands alone. */
export function receiptsOfPages(
  matches: readonly ReceiptMatch[],
): Array<{ firstPage: number; lastPage: number; match: ReceiptMatch }> {
  const receipts: Array<{ firstPage: number; lastPage: number; match: ReceiptMatch }> = [];
  matches.forEach((match, index) => {
    const previous = receipts.at(-1);
    if (
      previous &&
      match.kind === 'matched' &&
      previous.match.kind === 'matched' &&
      previous.match.employeeId === match.employeeId &&
      previous.lastPage === index
    ) {
      previous.lastPage = index + 1;
      return;
    }
    receipts.push({ firstPage: index + 1, lastPage: index + 1, match });
  });
  return receipts;
}
