import { describe, expect, it } from 'vitest';
import { EngineError } from '../../lib/translate/types';
import { describeEngineError } from './errors';

const nf = new Intl.NumberFormat('en');
const fmt = (n: number) => nf.format(n);
const allowances = { anonymous: 5000, free: 50000, premium: 1000000 };

describe('describeEngineError for the site engine', () => {
  it('quota, anonymous: the allowance, the refill time, what signing in and premium give', () => {
    const err = new EngineError('quota', '', 429, 3 * 3600 + 125, { plan: 'anonymous', allowance: 5000, allowances });
    expect(describeEngineError(err, fmt, 0)).toEqual({
      code: 'quota',
      detail: '',
      keys: [
        { key: 'translate.error.quota', values: { allowance: '5,000' } },
        { key: 'translate.quota.refill', values: { hours: 3, minutes: 3 } },
        { key: 'translate.quota.signIn', values: { free: '50,000' } },
        { key: 'translate.quota.premium', values: { premium: '1,000,000' } },
      ],
    });
  });

  it('quota, free: premium only; premium: nothing to offer', () => {
    const free = new EngineError('quota', '', 429, 60, { plan: 'free', allowance: 50000, allowances });
    expect(describeEngineError(free, fmt, 0).keys.map((k) => k.key)).toEqual([
      'translate.error.quota',
      'translate.quota.refill',
      'translate.quota.premium',
    ]);
    const premium = new EngineError('quota', '', 429, 60, { plan: 'premium', allowance: 1000000, allowances });
    expect(describeEngineError(premium, fmt, 0).keys.map((k) => k.key)).toEqual([
      'translate.error.quota',
      'translate.quota.refill',
    ]);
  });

  it('a session the engine could not check has its own message', () => {
    expect(describeEngineError(new EngineError('session', 'expired', 401)).keys).toEqual([
      { key: 'translate.error.session' },
    ]);
  });
});

describe('a request over what is left (but not all of it spent)', () => {
  it('says how many characters the text needs and how many are left, not "used up"', () => {
    const err = new EngineError('quota', '', 429, 60, {
      plan: 'anonymous',
      allowance: 300,
      remaining: 278,
      requested: 400,
      allowances,
    });
    expect(describeEngineError(err, fmt, 0).keys[0]).toEqual({
      key: 'translate.quota.tooLong',
      values: { requested: '400', left: '278' },
    });
  });
});
