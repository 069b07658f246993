import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type HelpRecord, isHelpSource } from '@quadro/contract/help';

/** The repository's docs/help folder: one `{componentName}.md` per screen. */
export const HELP_DIR = fileURLToPath(new URL('../../../../../docs/help/', import.meta.url));

const MARKDOWN = '.md';

/** The text of the Markdown's first '# ' heading, else the fallback. */
export function helpTitle(source: string, fallback: string): string {
  const heading = source.split('\n').find((line) => line.startsWith('# '));
  return heading?.slice(2).trim() || fallback;
}

/**
 * Every screen's help, read once from the folder's listing: a name asked for is looked up among
 * the files found, never joined into a path.
 */
export async function loadHelpLibrary(dir: string): Promise<ReadonlyMap<string, HelpRecord>> {
  const names = (await readdir(dir))
    .filter((file) => file.endsWith(MARKDOWN))
    .map((file) => file.slice(0, -MARKDOWN.length))
    .filter(isHelpSource);
  const records = await Promise.all(
    names.map(async (name) => {
      const source = await readFile(path.join(dir, `${name}${MARKDOWN}`), 'utf8');
      return [name, { source, title: helpTitle(source, name) }] as const;
    }),
  );
  return new Map(records);
}
