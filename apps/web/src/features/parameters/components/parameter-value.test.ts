import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatParameterValue } from './parameter-value.ts';

describe('formatParameterValue', () => {
  it('shows a switch as On or Off and an empty domain list as any domain', () => {
    assert.equal(formatParameterValue('selfRegistration', 'off'), 'Off');
    assert.equal(formatParameterValue('selfRegistration', 'on'), 'On');
    assert.equal(formatParameterValue('selfRegistrationDomains', ''), 'Any domain');
    assert.equal(
      formatParameterValue('selfRegistrationDomains', 'example.com'),
      'example.com (domains, comma-separated)',
    );
    assert.equal(formatParameterValue('auditRetentionDays', 730), '730 (days)');
  });
});
