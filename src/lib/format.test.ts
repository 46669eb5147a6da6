import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, numberFormat } from './format';

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

describe('number formatters', () => {
  it('builds one Intl.NumberFormat per locale and shape, however many values are formatted', () => {
    const Real = Intl.NumberFormat;
    let built = 0;
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built++;
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = Counting;
    try {
      // Locales no other test here uses, so nothing is cached yet.
      const sizes = Array.from({ length: 300 }, (_, i) => formatBytes(i * 5000, 'fr'));
      const durations = Array.from({ length: 300 }, (_, i) => formatDuration(i * 977, 'it'));
      expect(sizes.slice(0, 3)).toEqual(['0 B', '4,9 KB', '9,8 KB']);
      expect(durations.slice(1, 3)).toEqual(['977 ms', '2 s']);
      expect(durations[299]).toBe('4 min 52 s');
      // fr: bytes (no decimals) and KB/MB (one); it: milliseconds, seconds with one decimal, and minutes and
      // whole seconds (past a minute).
      expect(built).toBe(6);
      expect(formatBytes(1536, 'fr')).toBe('1,5 KB');
      expect(built).toBe(6);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('gives the same text as a freshly built formatter', () => {
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(1234.56)).toBe(
      new Intl.NumberFormat('de', { maximumFractionDigits: 1 }).format(1234.56),
    );
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(numberFormat('de', { maximumFractionDigits: 1 }));
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(numberFormat('de', { maximumFractionDigits: 1 }));
  });
});
