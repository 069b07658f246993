import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isProviderList } from './get-sso-providers.ts';

describe("the sign-in page's providers", () => {
  it('takes a list of ids and names, and nothing else', () => {
    assert.equal(isProviderList([{ id: 'quadro-idp', name: 'Quadro ID' }]), true);
    assert.equal(isProviderList([]), true);
    assert.equal(isProviderList([{ id: 'quadro-idp' }]), false);
    assert.equal(isProviderList([null]), false);
    assert.equal(isProviderList({ id: 'quadro-idp', name: 'Quadro ID' }), false);
    assert.equal(isProviderList('<!doctype html>'), false);
  });
});
