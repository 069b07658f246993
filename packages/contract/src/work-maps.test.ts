import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WORK_MAPS_ENDPOINTS } from './work-maps.endpoints.ts';
import { WORK_MAP_APPROVERS } from './work-maps.ts';

describe('work-map approvers', () => {
  it('are HR and administrators, the only callers of the decision endpoints', () => {
    assert.deepEqual(WORK_MAP_APPROVERS, ['hr', 'admin']);
    for (const endpoint of [
      WORK_MAPS_ENDPOINTS.approveWorkMap,
      WORK_MAPS_ENDPOINTS.rejectWorkMap,
      WORK_MAPS_ENDPOINTS.reopenWorkMap,
    ]) {
      assert.deepEqual(endpoint.access, [...WORK_MAP_APPROVERS]);
    }
  });
});
