export interface ChangelogEntry {
  version: string;
  date: string;
  added: string[];
  changed: string[];
  fixed: string[];
  security: string[];
}

type Section = 'added' | 'changed' | 'fixed' | 'security';

const VERSION_HEADING = /^## \[(?<version>[^\]]+)\]\s*-\s*(?<date>\S+)/;
const SECTION_HEADING = /^### (?<section>Added|Changed|Fixed|Security)\b/;
const LIST_ITEM = /^[-*] (?<text>.+)/;

/** Reads `## [version] - date` blocks with `### Added/Changed/Fixed/Security` lists (Keep a Changelog). */
export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let section: Section | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const version = VERSION_HEADING.exec(line)?.groups;
    if (version) {
      entries.push({
        version: version.version ?? '',
        date: version.date ?? '',
        added: [],
        changed: [],
        fixed: [],
        security: [],
      });
      section = null;
      continue;
    }
    const heading = SECTION_HEADING.exec(line)?.groups?.section;
    if (heading) {
      section = heading.toLowerCase() as Section;
      continue;
    }
    const item = LIST_ITEM.exec(line.trim())?.groups?.text;
    const current = entries.at(-1);
    if (item && section && current) current[section].push(item);
  }
  return entries;
}
