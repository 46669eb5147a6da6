import { describe, expect, it } from 'vitest';
import { readStoredText } from '../../components/ui/usePersistentState';
import { DEFAULT_SETTINGS, downloadName, parseSavedInput, parseSettings, phraseKey } from './settings';

describe('stored settings', () => {
  it('keeps valid values and replaces anything else with the default', () => {
    expect(parseSettings({ indent: 'tab', tolerant: true, wrap: true, view: 'tree' })).toEqual({
      indent: 'tab',
      tolerant: true,
      wrap: true,
      view: 'tree',
    });
    expect(parseSettings({ indent: '4', tolerant: 'yes', wrap: 1, view: 'graph' })).toEqual({
      indent: '4',
      tolerant: false,
      wrap: false,
      view: 'text',
    });
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"indent":"4"}')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });
});

describe('stored input', () => {
  it('reads a JSON string, and nothing else, as the input', () => {
    expect(parseSavedInput('{"a": 1}')).toBe('{"a": 1}');
    expect(parseSavedInput({ a: 1 })).toBe('');
    expect(parseSavedInput(null)).toBe('');
  });

  it('recognises the raw text older versions stored (usePersistentState legacyText)', () => {
    const old = (text: string) => ({ text, legacy: true });
    // New format: a JSON string, as usePersistentState writes it.
    expect(readStoredText(JSON.stringify('{"a": [1, 2,]}'))).toEqual({ text: '{"a": [1, 2,]}', legacy: false });
    expect(readStoredText(JSON.stringify(''))).toEqual({ text: '', legacy: false });
    // Old format: the text itself, valid JSON or not, big numbers and trailing zeros kept verbatim.
    expect(readStoredText('{"b": 12345678901234567890, "a": [1.10]}')).toEqual(
      old('{"b": 12345678901234567890, "a": [1.10]}'),
    );
    expect(readStoredText('{"a": [1, 2,]}')).toEqual(old('{"a": [1, 2,]}'));
    expect(readStoredText('[1, 2]')).toEqual(old('[1, 2]'));
    expect(readStoredText('')).toEqual(old(''));
    // A string literal written with escapes JSON.stringify would not use is old raw text too.
    expect(readStoredText('"caf\\u00e9"')).toEqual(old('"caf\\u00e9"'));
    expect(readStoredText('  "spaced"  ')).toEqual(old('  "spaced"  '));
  });
});

describe('download names', () => {
  it('names the result after the opened file and the action', () => {
    expect(downloadName('orders.json', 'format')).toBe('orders.formatted.json');
    expect(downloadName('conf.JSON5', 'minify')).toBe('conf.min.json');
    expect(downloadName('a.jsonc', 'sort')).toBe('a.sorted.json');
    expect(downloadName('notes.txt', 'escape')).toBe('notes.escaped.json');
    expect(downloadName('data.geojson', 'unescape')).toBe('data.geojson.unescaped.json');
    expect(downloadName(null, undefined)).toBe('data.formatted.json');
  });

  it('phrase keys replace spaces', () => {
    expect(phraseKey('match case')).toBe('match_case');
    expect(phraseKey('Find')).toBe('Find');
  });
});
