import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isProduction,
  productionRules,
  requiredWhenRules,
  type SettingDeclaration,
  type SettingName,
  type Settings,
  settings,
} from './settings-schema.ts';

export type SettingsReading =
  | { ok: true; values: Settings; production: boolean }
  | { ok: false; problems: string[] };

type Raw = { value: string | undefined } | { problem: string };

const shown = (raw: string) => (raw.length > 60 ? `${raw.slice(0, 57)}...` : raw);

/**
 * A setting's text: the variable, or for a secret the file its `<NAME>_FILE` names (trailing line
 * breaks dropped, as `echo` leaves one). An empty variable counts as unset, as compose files leave
 * them.
 */
function rawOf(name: SettingName, declaration: SettingDeclaration, env: NodeJS.ProcessEnv): Raw {
  const direct = env[name] || undefined;
  const file = declaration.secret ? env[`${name}_FILE`] || undefined : undefined;
  if (direct !== undefined && file !== undefined) {
    return { problem: `${name}: set both as ${name} and as ${name}_FILE; keep one` };
  }
  if (file === undefined) return { value: direct ?? declaration.default };
  try {
    return { value: readFileSync(path.resolve(file), 'utf8').replace(/[\r\n]+$/, '') };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return {
      problem: `${name}_FILE: cannot read ${file} (${reason}); example: /run/secrets/${name.toLowerCase()}`,
    };
  }
}

/**
 * Reads every setting from `env` and reports every problem at once, each as one line naming the
 * variable, what is wrong and an example of a right value; in production, also the refusals.
 */
export function readSettings(env: NodeJS.ProcessEnv): SettingsReading {
  const problems: string[] = [];
  const failed = new Set<SettingName>();
  const values: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(settings) as [
    SettingName,
    SettingDeclaration,
  ][]) {
    const raw = rawOf(name, declaration, env);
    if ('problem' in raw) {
      problems.push(raw.problem);
      failed.add(name);
      continue;
    }
    const parsed = declaration.schema.safeParse(raw.value);
    if (parsed.success) {
      values[name] = parsed.data;
      continue;
    }
    failed.add(name);
    const got = declaration.secret || raw.value === undefined ? '' : ` (got "${shown(raw.value)}")`;
    for (const issue of parsed.error.issues) {
      problems.push(`${name}: ${issue.message}${got}; example: ${declaration.example}`);
    }
  }
  // Every value not in `failed` passed its schema; the rules skip the settings that failed.
  const read = values as Settings;
  const production = isProduction(read);
  for (const rule of requiredWhenRules) {
    if (failed.has(rule.setting)) continue;
    const refusal = rule.refusal(read);
    if (refusal)
      problems.push(`${rule.setting}: ${refusal}; example: ${settings[rule.setting].example}`);
  }
  if (production) {
    for (const rule of productionRules) {
      if (failed.has(rule.setting)) continue;
      const refusal = rule.refusal(read);
      if (!refusal) continue;
      const example = rule.example === false ? '' : `; example: ${settings[rule.setting].example}`;
      problems.push(`${rule.setting}: ${refusal}${example}`);
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values: read, production };
}
