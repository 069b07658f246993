import { registerHooks } from 'node:module';

/**
 * Loads drizzle-orm through its CommonJS build. On Node 24 importing its ESM build resolves each
 * of its hundreds of files against the package's 179 KB `package.json` and takes seconds (1.4 s
 * idle, 3 s on a busy machine, against 0.1 to 0.24 s through `require`): most of the API's
 * start-up (docs/performance.md). Every `drizzle-orm` specifier goes this way, so one copy is
 * loaded; the CommonJS build's named exports are read by Node's CommonJS lexer as usual.
 */
export function loadDrizzleAsCommonJs(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return nextResolve(specifier, {
          ...context,
          conditions: ['require', 'node', 'default'],
        });
      }
      return nextResolve(specifier, context);
    },
  });
}
