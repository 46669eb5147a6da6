import { describe, expect, it } from 'vitest';
import { asBoolean, asParts, asString, oneOf, storageKey } from './storage';

describe('stored values', () => {
  it('keep the keys saved input was written under', () => {
    expect(storageKey('input')).toBe('url-encode-and-decode:input');
    expect(storageKey('inspect-parts')).toBe('url-encode-and-decode:inspect-parts');
  });

  it('oneOf accepts only the listed values', () => {
    const mode = oneOf(['component', 'uri', 'form'], 'component');
    expect(mode('form')).toBe('form');
    expect(mode('FORM')).toBe('component');
    expect(mode(3)).toBe('component');
    expect(mode(null)).toBe('component');
  });

  it('asString and asBoolean fall back on anything else', () => {
    expect(asString('a%20b')).toBe('a%20b');
    expect(asString(42)).toBe('');
    expect(asString({ text: 'x' })).toBe('');
    expect(asBoolean(true)).toBe(true);
    expect(asBoolean('true')).toBe(false);
    expect(asBoolean(1)).toBe(false);
  });

  it('asParts needs a protocol string and a rows array', () => {
    const parts = {
      protocol: 'https',
      slashes: true,
      username: '',
      password: '',
      hostname: 'example.com',
      port: '',
      pathname: '/',
      hash: '',
      rows: [],
    };
    expect(asParts(parts)).toBe(parts);
    expect(asParts({ ...parts, rows: 'q=1' })).toBeNull();
    expect(asParts({ ...parts, protocol: 1 })).toBeNull();
    expect(asParts('https://example.com')).toBeNull();
    expect(asParts(null)).toBeNull();
  });
});
