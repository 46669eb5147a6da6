import { describe, expect, it } from 'vitest';
import { scanNumber, skipSpace } from './scan';
import { Failure } from './types';

const failureOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof Failure) return e.error;
    throw e;
  }
  throw new Error('expected a Failure');
};

describe('scanner', () => {
  it('skips whitespace, and comments only when tolerant', () => {
    expect(skipSpace(' \t\r\n x', 0, false)).toBe(5);
    expect(skipSpace('x  ', 1, false)).toBe(3);
    expect(skipSpace('// a\n /* b */ 1', 0, true)).toBe(14);
    expect(failureOf(() => skipSpace(' // a', 0, false))).toMatchObject({ code: 'commentNotAllowed', offset: 1 });
    expect(failureOf(() => skipSpace('/* open', 0, true))).toMatchObject({ code: 'unterminatedComment', offset: 0 });
  });

  it('reads strict numbers to their end and rejects anything number-like that is not one', () => {
    expect(scanNumber('[12345678901234567890,', 1)).toBe(21);
    expect(scanNumber('-0.5e+10]', 0)).toBe(8);
    expect(scanNumber('1.10', 0)).toBe(4);
    for (const bad of ['01', '1.', '.5', '+1', '1e', '0x1F', '1.2.3', '-']) {
      expect(
        failureOf(() => scanNumber(bad, 0)),
        bad,
      ).toMatchObject({
        code: 'badNumber',
        params: { text: bad },
        offset: 0,
        length: bad.length,
      });
    }
  });
});
