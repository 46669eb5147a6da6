import { describe, it, expect } from 'vitest';
import {
  convert,
  convertBatch,
  decode,
  decodeStrict,
  encode,
  findLoneSurrogate,
  limitErrors,
  locate,
  outcomeText,
  run,
  sampleFor,
} from './logic';

describe('encode', () => {
  it('component mode matches encodeURIComponent, with full UTF-8', () => {
    expect(encode('a b&c=d/é', 'component')).toEqual({ ok: true, value: 'a%20b%26c%3Dd%2F%C3%A9' });
    expect(encode('你好', 'component')).toEqual({ ok: true, value: '%E4%BD%A0%E5%A5%BD' });
    expect(encode('😀', 'component')).toEqual({ ok: true, value: '%F0%9F%98%80' });
    expect(encode("-_.!~*'()", 'component')).toEqual({ ok: true, value: "-_.!~*'()" });
  });

  it('whole-URL mode keeps the URL structure', () => {
    expect(encode('https://例子.com/搜索?q=你好 世界&x=1#frag', 'uri')).toEqual({
      ok: true,
      value: 'https://%E4%BE%8B%E5%AD%90.com/%E6%90%9C%E7%B4%A2?q=%E4%BD%A0%E5%A5%BD%20%E4%B8%96%E7%95%8C&x=1#frag',
    });
  });

  it('form mode writes spaces as + and matches URLSearchParams', () => {
    expect(encode('a b+c', 'form')).toEqual({ ok: true, value: 'a+b%2Bc' });
    expect(encode("hi! it's (ok) ~ *", 'form')).toEqual({ ok: true, value: 'hi%21+it%27s+%28ok%29+%7E+*' });
    const sample = "x y!'()~*-._&=/?😀é";
    const viaParams = new URLSearchParams({ k: sample }).toString().slice(2);
    expect(encode(sample, 'form')).toEqual({ ok: true, value: viaParams });
  });

  it('reports a lone surrogate with its position', () => {
    expect(encode('ab\uD800c', 'component')).toEqual({
      ok: false,
      error: { code: 'loneSurrogate', index: 2, length: 1, line: 1, column: 3, sequence: '\uD800' },
    });
    expect(findLoneSurrogate('😀\uDC00')).toBe(2);
    expect(findLoneSurrogate('😀ok')).toBe(-1);
  });
});

describe('decode', () => {
  it('decodes CJK and emoji', () => {
    expect(decode('%E4%BD%A0%E5%A5%BD%20%F0%9F%98%80', 'component')).toEqual({ ok: true, value: '你好 😀' });
    expect(decode('%e4%bd%a0', 'component')).toEqual({ ok: true, value: '你' });
    expect(decode('plain text, 中文 kept', 'component')).toEqual({ ok: true, value: 'plain text, 中文 kept' });
  });

  it('component mode leaves + alone; form mode turns + into a space', () => {
    expect(decode('a+b%2Bc', 'component')).toEqual({ ok: true, value: 'a+b+c' });
    expect(decode('a+b%2Bc', 'form')).toEqual({ ok: true, value: 'a b+c' });
  });

  it('whole-URL mode keeps escapes of reserved characters, as decodeURI', () => {
    const s = 'https://a.com/%E6%90%9C%2F%3f?q=%26%20x%23';
    expect(decode(s, 'uri')).toEqual({ ok: true, value: decodeURI(s) });
    expect(decode(s, 'uri')).toEqual({ ok: true, value: 'https://a.com/搜%2F%3f?q=%26 x%23' });
  });

  it('%E4%B8 is an incomplete sequence at position 1', () => {
    expect(decode('%E4%B8', 'component')).toEqual({
      ok: false,
      error: {
        code: 'incompleteUtf8',
        index: 0,
        length: 6,
        line: 1,
        column: 1,
        sequence: '%E4%B8',
        expected: 3,
        got: 2,
      },
    });
  });

  it('counts the position in characters, after CJK text', () => {
    expect(decode('中文abc%E4%B8', 'component')).toEqual({
      ok: false,
      error: {
        code: 'incompleteUtf8',
        index: 5,
        length: 6,
        line: 1,
        column: 6,
        sequence: '%E4%B8',
        expected: 3,
        got: 2,
      },
    });
    // An emoji is two UTF-16 units but one character.
    const r = decode('😀%zz', 'component');
    expect(r.ok ? null : [r.error.index, r.error.column]).toEqual([2, 2]);
  });

  it('%zz is a bad escape', () => {
    expect(decode('%zz', 'component')).toEqual({
      ok: false,
      error: { code: 'badEscape', index: 0, length: 3, line: 1, column: 1, sequence: '%zz' },
    });
    expect(decode('abc%4', 'form')).toEqual({
      ok: false,
      error: { code: 'badEscape', index: 3, length: 2, line: 1, column: 4, sequence: '%4' },
    });
    expect(decode('100%', 'uri')).toEqual({
      ok: false,
      error: { code: 'badEscape', index: 3, length: 1, line: 1, column: 4, sequence: '%' },
    });
  });

  it('a bad escape inside a sequence is reported where it is', () => {
    expect(decode('%E4%zz%A0', 'component')).toEqual({
      ok: false,
      error: { code: 'badEscape', index: 3, length: 3, line: 1, column: 4, sequence: '%zz' },
    });
  });

  it('rejects bytes that are not UTF-8', () => {
    expect(decode('x%80', 'component')).toEqual({
      ok: false,
      error: { code: 'invalidUtf8', index: 1, length: 3, line: 1, column: 2, sequence: '%80' },
    });
    expect(decode('%C3%28', 'component')).toEqual({
      ok: false,
      error: { code: 'invalidUtf8', index: 0, length: 6, line: 1, column: 1, sequence: '%C3%28' },
    });
    // Overlong "/" and an encoded surrogate.
    expect(decode('%C0%AF', 'component').ok).toBe(false);
    expect(decode('%ED%A0%80', 'component')).toMatchObject({ ok: false, error: { code: 'invalidUtf8' } });
    expect(decode('%F4%90%80%80', 'component')).toMatchObject({ ok: false, error: { code: 'invalidUtf8' } });
    expect(decode('%E4%B8x', 'component')).toMatchObject({
      ok: false,
      error: { code: 'incompleteUtf8', sequence: '%E4%B8', expected: 3, got: 2 },
    });
  });

  it('agrees with decodeURIComponent on valid input and throws where it throws', () => {
    const cases = [
      '%E4%BD%A0',
      '%F0%9F%98%80',
      '%C3%A9%20x',
      '%E4%B8',
      '%zz',
      '%80',
      '%C0%AF',
      '%ED%A0%80',
      '%F4%8F%BF%BF',
    ];
    for (const c of cases) {
      let native: string | null;
      try {
        native = decodeURIComponent(c);
      } catch {
        native = null;
      }
      const ours = decode(c, 'component');
      expect(ours.ok ? ours.value : null, c).toBe(native);
    }
  });

  it('gives line and column in multi-line input', () => {
    expect(decode('ok\nfine\n  %E4%B8', 'component')).toMatchObject({
      ok: false,
      error: { code: 'incompleteUtf8', index: 10, line: 3, column: 3 },
    });
    expect(locate('ab\n😀x', 5)).toEqual({ line: 2, column: 2 });
  });

  it('the position-finding decoder gives the same text as the fast path on valid input', () => {
    const cases = ['%E4%BD%A0%E5%A5%BD+%F0%9F%98%80', 'a%2Fb%3F%23c+d%2B', 'plain', '', '%C3%A9%e4%bd%a0x'];
    for (const c of cases) {
      for (const mode of ['component', 'uri', 'form'] as const) {
        expect(decodeStrict(c, mode), `${mode} ${c}`).toEqual(decode(c, mode));
      }
    }
    expect(decodeStrict('a%2Fb+c', 'uri')).toEqual({ ok: true, value: 'a%2Fb+c' });
    expect(decodeStrict('a%2Fb+c', 'form')).toEqual({ ok: true, value: 'a/b c' });
  });

  it('round-trips every mode', () => {
    const s = 'Grüße, 世界! a+b=c&d /?#[] 😀';
    for (const mode of ['component', 'uri', 'form'] as const) {
      const e = encode(s, mode);
      expect(e.ok).toBe(true);
      if (e.ok) expect(decode(e.value, mode)).toEqual({ ok: true, value: s });
    }
  });
});

describe('convertBatch', () => {
  it('converts one value per line and reports errors per line', () => {
    const r = convertBatch('%E4%BD%A0\n%E4%B8\r\nok%20\n%zz', 'decode', 'component');
    expect(r.output).toBe('你\n\nok \n');
    expect(r.lines).toBe(4);
    expect(r.errorCount).toBe(2);
    expect(r.errors).toEqual([
      {
        line: 2,
        error: {
          code: 'incompleteUtf8',
          index: 0,
          length: 6,
          line: 2,
          column: 1,
          sequence: '%E4%B8',
          expected: 3,
          got: 2,
        },
      },
      { line: 4, error: { code: 'badEscape', index: 0, length: 3, line: 4, column: 1, sequence: '%zz' } },
    ]);
  });

  it('encodes each line', () => {
    expect(convertBatch('a b\n你好\n', 'encode', 'form')).toEqual({
      output: 'a+b\n%E4%BD%A0%E5%A5%BD\n',
      errors: [],
      errorCount: 0,
      lines: 3,
    });
  });

  it('gives samples that convert cleanly', () => {
    expect(sampleFor('encode', 'component', false)).toBe('你好 世界 & emoji 😀 / a=b');
    expect(sampleFor('decode', 'form', false)).toBe(
      '%E4%BD%A0%E5%A5%BD+%E4%B8%96%E7%95%8C+%26+emoji+%F0%9F%98%80+%2F+a%3Db',
    );
    expect(sampleFor('decode', 'uri', false)).toBe(
      'https://example.com/%E6%90%9C%E7%B4%A2?q=%E4%BD%A0%E5%A5%BD%20%E4%B8%96%E7%95%8C&emoji=%F0%9F%98%80#%E7%BB%93%E6%9E%9C',
    );
    const batch = run(sampleFor('decode', 'component', true), 'decode', 'component', true);
    expect(outcomeText(batch)).toBe('你好 世界\nemoji 😀 & more\na/b?c=d#e');
  });

  it('outcomeText is empty for a failed single value', () => {
    expect(outcomeText(run('%zz', 'decode', 'component', false))).toBe('');
    expect(outcomeText(run('a b', 'encode', 'component', false))).toBe('a%20b');
  });

  it('convert dispatches on direction', () => {
    expect(convert('a b', 'encode', 'component')).toEqual({ ok: true, value: 'a%20b' });
    expect(convert('a%20b', 'decode', 'component')).toEqual({ ok: true, value: 'a b' });
  });
});

describe('limitErrors', () => {
  it('keeps the first errors of a batch and the exact count', () => {
    const o = run('%zz\nok\n%E4\n%1', 'decode', 'component', true);
    const limited = limitErrors(o, 2);
    expect(limited.batch).toBe(true);
    if (!limited.batch) return;
    expect(limited.result.errors.map((e) => e.line)).toEqual([1, 3]);
    expect(limited.result.errorCount).toBe(3);
    expect(limited.result.lines).toBe(4);
    expect(limited.result.output).toBe('\nok\n\n');
  });

  it('leaves a batch within the limit and a single value as they are', () => {
    const batch = run('%zz\nok', 'decode', 'component', true);
    expect(limitErrors(batch, 1)).toBe(batch);
    const single = run('%zz', 'decode', 'component', false);
    expect(limitErrors(single, 0)).toBe(single);
  });
});
