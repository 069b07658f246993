import { type Config, loadConfig } from '../../config.ts';

/**
 * The Config of an entry point (the server, the CLIs). A wrong setting stops it with one line per
 * problem on stderr and exit code 1: an operator reads what to fix, not a stack trace.
 */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  const reading = loadConfig(env);
  if (reading.ok) return reading.config;
  for (const problem of reading.problems) console.error(problem);
  console.error(
    `Quadro did not start: ${reading.problems.length} setting problem(s). Every setting is described in .env.example and the README's Configuration table.`,
  );
  process.exit(1);
}
