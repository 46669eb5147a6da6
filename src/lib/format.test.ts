import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './format';

describe('formatBytes', () => {
  it('counts in 1024s with one decimal above bytes', () => {
    expect([0, 70, 512, 1023].map((n) => formatBytes(n))).toEqual(['0 B', '70 B', '512 B', '1,023 B']);
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
    expect(formatBytes(13_981_016)).toBe('13.3 MB');
    expect(formatBytes(60 * 1024 * 1024)).toBe('60.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('steps up instead of printing 1024.0 of a unit', () => {
    expect(formatBytes(1024 * 1024 - 20)).toBe('1.0 MB');
  });

  it("uses the locale's decimal separator", () => {
    expect(formatBytes(1234567, 'de')).toBe('1,2 MB');
    expect(formatBytes(1536, 'zh')).toBe('1.5 KB');
  });

  it('never throws on nonsense', () => {
    expect(formatBytes(Number.NaN)).toBe('? B');
    expect(formatBytes(-1)).toBe('? B');
  });
});

describe('formatDuration', () => {
  it('picks milliseconds, seconds or minutes', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(849.6)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.2 sec');
    expect(formatDuration(125_000)).toBe('2 min 5 sec');
    expect(formatDuration(3_600_000 + 60_000 * 3)).toBe('1 hr 3 min');
  });

  it("writes the language's own units", () => {
    expect(formatDuration(1500, 'zh')).toBe('1.5秒');
    expect(formatDuration(1500, 'ja')).toBe('1.5 秒');
    expect(formatDuration(1500, 'ko')).toBe('1.5초');
  });
});
