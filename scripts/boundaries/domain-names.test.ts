import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { findNameMismatches, readDomainNames } from './domain-names.ts';

const root = path.resolve(import.meta.dirname, '../..');
const oneSided = { web: { landing: 'public page' }, api: { erasure: 'a button elsewhere' } };
const problemsOf = (names: Parameters<typeof findNameMismatches>[0]) =>
  findNameMismatches(names, oneSided).map((mismatch) => mismatch.problem);

describe('domain names', () => {
  it('accepts a feature, a module and a contract file of one name, and the listed one-sided', () => {
    assert.deepEqual(
      problemsOf({
        web: ['people', 'search', 'landing'],
        api: ['people', 'erasure'],
        contract: ['people', 'search'],
      }),
      [],
    );
  });

  it('names a web feature without a module or contract file, and a module without a feature', () => {
    assert.deepEqual(
      problemsOf({
        web: ['auth', 'landing'],
        api: ['identity', 'erasure'],
        contract: ['auth', 'identity'],
      }),
      ["API module 'identity' has no web feature of its name"],
    );
    assert.deepEqual(problemsOf({ web: ['summary', 'landing'], api: ['erasure'], contract: [] }), [
      "web feature 'summary' has no API module or contract file of its name",
    ]);
  });

  it('names a one-sided entry that is no longer one-sided or no longer exists', () => {
    assert.deepEqual(problemsOf({ web: ['landing'], api: ['landing', 'erasure'], contract: [] }), [
      "web feature 'landing' now has a module or contract file: take it off ONE_SIDED.web",
    ]);
    assert.deepEqual(problemsOf({ web: ['landing'], api: [], contract: [] }), [
      "ONE_SIDED.api names 'erasure', which does not exist",
    ]);
  });

  it('holds in this repository', () => {
    assert.deepEqual(findNameMismatches(readDomainNames(root)), []);
  });
});
