import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Static relative imports (`import … from './x.ts'`, `export … from`), not `import type`. */
const RELATIVE_IMPORT = /^(?:import|export)(?!\s+type\b)[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gm;

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));
}

/** Every relative import of a shipped file that names a file left out of the output. */
export function missingImports(out: string, trees: readonly string[]): string[] {
  return trees
    .filter((tree) => existsSync(path.join(out, tree)))
    .flatMap((tree) => typeScriptFiles(path.join(out, tree)))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
        .map((match) => path.resolve(path.dirname(file), match[1] as string))
        .filter((target) => !existsSync(target))
        .map((target) => `${path.relative(out, file)} imports ${path.relative(out, target)}`),
    );
}
