import { type Config, loadConfig } from '../src/config.ts';

/** The Config of these settings alone, for tests; a test's wrong setting fails it with the lines. */
export function testConfig(env: NodeJS.ProcessEnv): Config {
  const reading = loadConfig(env);
  if (!reading.ok) throw new Error(`test settings refused:\n${reading.problems.join('\n')}`);
  return reading.config;
}
