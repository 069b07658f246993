import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
export const DOC_SCREENSHOTS_DIR = join(ROOT, 'docs/screenshots');

/**
 * A test's picture path into docs/screenshots: `'../docs/screenshots/shell-${name}.png'`, or
 * `${SHOTS}/…` where the file names that folder `SHOTS`.
 */
const WRITTEN = /['`](?:\.\.\/docs\/screenshots|\$\{SHOTS\})\/([^'`]+?\.png)['`]/g;
/** A picture README or docs show (`![…](…)`) or name (`docs/screenshots/….png`). */
const REFERENCED = [/!\[[^\]]*\]\(([^)\s]+\.png)\)/g, /`(docs\/screenshots\/[^`\s]+\.png)`/g];
const SIZE_VARIABLES = new Set(['name', 'size']);

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A written path as a pattern: a size variable is desktop, phone or mobile; another variable one
 * of the file's own slug literals ('manage-road-trips' of a table of shots).
 */
function writtenPattern(path: string, slugs: readonly string[]): RegExp {
  const parts = path.split(/(\$\{[^}]+\})/);
  const source = parts
    .map((part) => {
      const variable = /^\$\{(.+)\}$/.exec(part)?.[1];
      if (variable === undefined) return literally(part);
      return SIZE_VARIABLES.has(variable) ? '(desktop|phone|mobile)' : `(${slugs.join('|')})`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const SLUG = /'([a-z]+(?:-[a-z]+)*)'/g;

/** What the browser suite writes to docs/screenshots on each run, read from its tests. */
export function picturesTheSuiteWrites(): RegExp[] {
  const dir = join(ROOT, 'e2e/tests');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .flatMap((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const slugs = [...text.matchAll(SLUG)].map((match) => match[1] ?? '');
      return [...text.matchAll(WRITTEN)].map((match) => writtenPattern(match[1] ?? '', slugs));
    });
}

/** The docs/screenshots pictures README.md and docs/*.md show or name ('*' for any part). */
export function picturesTheDocsReference(): Array<{ file: string; picture: RegExp }> {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`);
  return ['README.md', ...docs].flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return REFERENCED.flatMap((pattern) => [...text.matchAll(pattern)]).map((match) => {
      const name = (match[1] ?? '').replace(/^(\.\.\/)?(docs\/)?screenshots\//, '');
      return { file, picture: new RegExp(`^${literally(name).replaceAll('\\*', '[a-z-]+')}$`) };
    });
  });
}

export const docScreenshotFiles = (): string[] =>
  readdirSync(DOC_SCREENSHOTS_DIR).filter((file) => file.endsWith('.png'));
