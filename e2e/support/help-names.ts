import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HELP_DIR = join(import.meta.dirname, '../../docs/help');
const BOLD = /\*\*([^*]+)\*\*/g;

/** The names a help file writes in bold: by the house rule, each one something its page shows. */
export function boldNames(help: string): string[] {
  const text = readFileSync(join(HELP_DIR, `${help}.md`), 'utf8');
  return [...new Set([...text.matchAll(BOLD)].map((match) => match[1] ?? ''))];
}

/** Every help file (docs/help/{componentName}.md) by its component's name. */
export function helpFiles(): string[] {
  return readdirSync(HELP_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length));
}
