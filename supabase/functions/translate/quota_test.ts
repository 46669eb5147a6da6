import assert from 'node:assert/strict';
import { remaining, secondsToNextDay } from './quota.ts';

Deno.test('seconds to the next UTC day', () => {
  assert.equal(secondsToNextDay(new Date('2026-11-26T00:00:00Z')), 86400);
  assert.equal(secondsToNextDay(new Date('2026-11-26T23:59:59Z')), 1);
  assert.equal(secondsToNextDay(new Date('2026-11-26T23:59:59.500Z')), 1);
  assert.equal(secondsToNextDay(new Date('2026-12-31T12:00:00Z')), 43200);
  // Local time zones do not matter: 08:00 in Shanghai is 00:00 UTC.
  assert.equal(secondsToNextDay(new Date('2026-11-26T08:00:00+08:00')), 86400);
});

Deno.test('what is left never goes below zero (an allowance lowered during the day)', () => {
  assert.equal(remaining({ used: 11800, allowance: 50000 }), 38200);
  assert.equal(remaining({ used: 6000, allowance: 5000 }), 0);
});
