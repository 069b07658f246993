import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readNotifications, toastAnswer } from './notification-store.ts';

describe('toastAnswer', () => {
  it("shows a write's answered sentence as a success toast, word for word", () => {
    toastAnswer({ message: 'The kilometre map was saved.' });
    const shown = readNotifications().toasts.at(-1);
    assert.equal(shown?.kind, 'success');
    assert.equal(shown?.message, 'The kilometre map was saved.');
  });
});
