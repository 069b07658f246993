import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseChangelog } from './parse-changelog.ts';

describe('parseChangelog', () => {
  it('reads versions, dates and the four kinds of change', () => {
    const entries = parseChangelog(
      [
        '# Changelog',
        '## [1.1.0] - 2021-02-03',
        '### Added',
        '- A',
        '- B',
        '### Security',
        '* C',
        '## [1.0.0] - 2021-01-01',
        '### Fixed',
        '- D',
      ].join('\n'),
    );
    assert.deepEqual(entries, [
      {
        version: '1.1.0',
        date: '2021-02-03',
        added: ['A', 'B'],
        changed: [],
        fixed: [],
        security: ['C'],
      },
      { version: '1.0.0', date: '2021-01-01', added: [], changed: [], fixed: ['D'], security: [] },
    ]);
  });

  it('reads the product history with 2.4.0 of 2021-05-06 first and the four earlier versions', () => {
    const markdown = readFileSync(new URL('./product-history.md', import.meta.url), 'utf8');
    const versions = parseChangelog(markdown).map((entry) => `${entry.version} ${entry.date}`);
    assert.equal(versions[0], '2.4.0 2021-05-06');
    for (const version of ['2.3.0', '2.2.0', '2.1.0', '2.0.0']) {
      assert.ok(
        versions.some((line) => line.startsWith(version)),
        version,
      );
    }
  });
});
