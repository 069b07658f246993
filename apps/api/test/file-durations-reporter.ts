import path from 'node:path';
import type { TestEvent } from 'node:test/reporters';

const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * A `node --test` reporter (run-suite.ts adds it beside the spec reporter) that writes the seconds
 * each file's top-level tests took, as JSON keyed by the file's path from apps/api: what the next
 * runs balance their shards by (test-durations.json).
 */
export default async function* fileDurations(source: AsyncIterable<TestEvent>) {
  const seconds: Record<string, number> = {};
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, file, details } = event.data;
    if (nesting !== 0 || !file) continue;
    const key = path.relative(apiRoot, file);
    seconds[key] = (seconds[key] ?? 0) + details.duration_ms / 1000;
  }
  yield `${JSON.stringify(seconds)}\n`;
}
