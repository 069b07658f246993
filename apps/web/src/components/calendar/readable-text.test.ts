import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVENT_COLOURS } from './event-colours.ts';
import { readableTextOn } from './readable-text.ts';

describe('readableTextOn', () => {
  it('picks the text colour of the higher contrast for every event colour', () => {
    assert.deepEqual(
      Object.values(EVENT_COLOURS).map((hex) => readableTextOn(hex)),
      ['#000000', '#000000', '#000000', '#ffffff', '#000000'],
    );
    assert.equal(readableTextOn('000000'), '#ffffff');
    assert.equal(readableTextOn('ffffff'), '#000000');
  });
});
