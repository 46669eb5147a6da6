import { describe, it, expect } from 'vitest';
import {
  base64Length,
  checkImageFile,
  detectOtherType,
  looksLikeText,
  claimedImageType,
  decodeBase64,
  encodeBase64,
  formatOutput,
  hexPreview,
  outputFilename,
  parseImageInput,
  statedTypeMismatch,
  textPreview,
} from './logic';
import { detectImageType } from '../../lib/image/sniff';
import { GIF_1X1, PNG_1X1, SAMPLES, bytes, utf8 } from '../../lib/image/test-samples';

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

describe('byte previews', () => {
  it('previews bytes as hex and as text', () => {
    expect(hexPreview(utf8('Hello, world'))).toBe('48 65 6C 6C 6F 2C 20 77');
    expect(textPreview(utf8('Hello, world'))).toBe('Hello, world');
    expect(textPreview(utf8('你好'.repeat(50)), 5)).toBe('你好你好你…');
    expect(textPreview(SAMPLES.png)).toBeNull();
  });
});

describe('encodeBase64', () => {
  it('matches the standard encoding for every remainder', () => {
    expect(encodeBase64(utf8(''))).toBe('');
    expect(encodeBase64(utf8('f'))).toBe('Zg==');
    expect(encodeBase64(utf8('fo'))).toBe('Zm8=');
    expect(encodeBase64(utf8('foo'))).toBe('Zm9v');
    expect(encodeBase64(utf8('foob'))).toBe('Zm9vYg==');
    expect(encodeBase64(SAMPLES.png)).toBe(PNG_1X1);
    expect(encodeBase64(bytes([0xfb, 0xff, 0xbf]))).toBe('+/+/');
  });

  it('encodes large buffers identically to Node and reports progress', () => {
    const big = new Uint8Array(3_000_001);
    for (let i = 0; i < big.length; i++) big[i] = (i * 2654435761) >>> 24;
    const seen: number[] = [];
    const out = encodeBase64(big, (f) => seen.push(f));
    expect(out).toBe(Buffer.from(big).toString('base64'));
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThan(2);
  });
});

describe('decodeBase64', () => {
  it('decodes with or without padding, whitespace, newlines and URL-safe characters', () => {
    const ok = (s: string) => {
      const r = decodeBase64(s);
      return r.ok ? Buffer.from(r.bytes).toString('latin1') : r.error;
    };
    expect(ok('Zm9vYg==')).toBe('foob');
    expect(ok('Zm9vYg')).toBe('foob');
    expect(ok('Zm9vYmE=')).toBe('fooba');
    expect(ok(' Zm9v\r\n YmFy\n')).toBe('foobar');
    expect(ok('-_-_')).toBe('\xfb\xff\xbf');
    expect(ok('+/+/')).toBe('\xfb\xff\xbf');
  });

  it('names an invalid character and its position', () => {
    expect(decodeBase64('Zm9v\nYm*y')).toEqual({
      ok: false,
      error: { code: 'invalidChar', char: '*', codePoint: 'U+002A', index: 7, line: 2, column: 3 },
    });
    expect(decodeBase64('Zm9v😀')).toEqual({
      ok: false,
      error: { code: 'invalidChar', char: '😀', codePoint: 'U+1F600', index: 4, line: 1, column: 5 },
    });
    expect(decodeBase64('Zm9v.')).toMatchObject({ ok: false, error: { code: 'invalidChar', char: '.', column: 5 } });
  });

  it('rejects a wrong length', () => {
    expect(decodeBase64('Zm9vY')).toEqual({ ok: false, error: { code: 'wrongLength', count: 5 } });
    expect(decodeBase64('A')).toEqual({ ok: false, error: { code: 'wrongLength', count: 1 } });
  });

  it('rejects misplaced or wrong padding', () => {
    expect(decodeBase64('Zm9v=Yg')).toEqual({
      ok: false,
      error: { code: 'badPadding', index: 4, line: 1, column: 5 },
    });
    expect(decodeBase64('Zm9vYg===')).toEqual({
      ok: false,
      error: { code: 'badPadding', index: 8, line: 1, column: 9 },
    });
    expect(decodeBase64('Zm9=')).toEqual({ ok: true, bytes: Uint8Array.from([0x66, 0x6f]) });
    expect(decodeBase64('Zm=')).toEqual({ ok: false, error: { code: 'badPadding', index: 2, line: 1, column: 3 } });
    expect(decodeBase64('==')).toEqual({ ok: false, error: { code: 'badPadding', index: 0, line: 1, column: 1 } });
  });

  it('says when there is nothing to decode', () => {
    expect(decodeBase64(' \n\t')).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('decodes megabytes identically to Node', () => {
    const big = new Uint8Array(2_000_002);
    for (let i = 0; i < big.length; i++) big[i] = (i * 40503) & 255;
    const text = Buffer.from(big)
      .toString('base64')
      .replace(/(.{76})/g, '$1\n');
    const r = decodeBase64(text);
    expect(r.ok && Buffer.from(r.bytes).equals(Buffer.from(big))).toBe(true);
  });
});

describe('parseImageInput', () => {
  it('accepts raw Base64 and detects the type', () => {
    const r = parseImageInput(`\n  ${PNG_1X1.slice(0, 40)}\n${PNG_1X1.slice(40)}  \n`);
    expect(r.ok && [r.value.type.mime, r.value.declaredMime, r.value.bytes.length]).toEqual(['image/png', null, 70]);
  });

  it('accepts a data URI and reports the MIME type it declares', () => {
    const r = parseImageInput(`data:image/jpeg;base64,${GIF_1X1}`);
    expect(r.ok && [r.value.type.kind, r.value.declaredMime]).toEqual(['gif', 'image/jpeg']);
    const u = parseImageInput(`DATA:Image/PNG;charset=utf-8;BASE64,\n${PNG_1X1}`);
    expect(u.ok && [u.value.type.kind, u.value.declaredMime]).toEqual(['png', 'image/png']);
  });

  it('accepts a percent-encoded SVG data URI', () => {
    const r = parseImageInput("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E");
    expect(r.ok && [r.value.type.kind, new TextDecoder().decode(r.value.bytes)]).toEqual([
      'svg',
      "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
    ]);
  });

  it('finds the data URI inside a CSS or HTML snippet', () => {
    const css = parseImageInput(`background-image: url("data:image/png;base64,${PNG_1X1}");`);
    expect(css.ok && css.value.type.kind).toBe('png');
    const html = parseImageInput(`<img src="data:image/gif;base64,${GIF_1X1}" width="1" height="1" alt="">`);
    expect(html.ok && html.value.type.kind).toBe('gif');
    const svgCss = parseImageInput(
      `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='2'%3E%3C/svg%3E")`,
    );
    expect(svgCss.ok && svgCss.value.type.kind).toBe('svg');
  });

  it('reports positions in the whole input for a data URI', () => {
    expect(parseImageInput('data:image/png;base64,iVBO!w0K')).toEqual({
      ok: false,
      error: { code: 'invalidChar', char: '!', codePoint: 'U+0021', index: 26, line: 1, column: 27 },
    });
  });

  it('rejects a data URI without a comma, and empty input', () => {
    expect(parseImageInput('data:image/png;base64')).toEqual({ ok: false, error: { code: 'badDataUri' } });
    expect(parseImageInput('   ')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(parseImageInput('data:image/png;base64,')).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('rejects bytes that are not an image, saying what they are', () => {
    expect(parseImageInput(b64(utf8('Hello, world')))).toEqual({
      ok: false,
      error: {
        code: 'notImage',
        size: 12,
        hex: '48 65 6C 6C 6F 2C 20 77',
        text: 'Hello, world',
        other: null,
      },
    });
    expect(parseImageInput(b64(utf8('%PDF-1.7\n%âãÏÓ')))).toMatchObject({
      ok: false,
      error: { code: 'notImage', other: 'PDF', hex: '25 50 44 46 2D 31 2E 37' },
    });
  });

  it('detects every supported type through Base64', () => {
    for (const [name, data] of Object.entries(SAMPLES)) {
      const r = parseImageInput(b64(data));
      expect(r.ok, name).toBe(true);
    }
  });
});

describe('output', () => {
  it('formats each snippet', () => {
    expect(formatOutput('base64', 'AAAA', 'image/png')).toBe('AAAA');
    expect(formatOutput('dataUri', 'AAAA', 'image/png')).toBe('data:image/png;base64,AAAA');
    expect(formatOutput('css', 'AAAA', 'image/png')).toBe('background-image: url("data:image/png;base64,AAAA");');
    expect(formatOutput('html', 'AAAA', 'image/gif', { width: 16, height: 9 })).toBe(
      '<img src="data:image/gif;base64,AAAA" width="16" height="9" alt="">',
    );
    expect(formatOutput('html', 'AAAA', 'image/gif', null)).toBe('<img src="data:image/gif;base64,AAAA" alt="">');
  });

  it('names downloads after the source file', () => {
    expect(outputFilename('photo.final.png', 'base64')).toBe('photo.final-base64.txt');
    expect(outputFilename('photo.png', 'dataUri')).toBe('photo-data-uri.txt');
    expect(outputFilename('logo.svg', 'css')).toBe('logo.css');
    expect(outputFilename('', 'html')).toBe('image.html');
  });

  it('computes sizes', () => {
    expect(base64Length(0)).toBe(0);
    expect(base64Length(70)).toBe(96);
    expect(base64Length(10 * 1024 * 1024)).toBe(13_981_016);
  });

  it('accepts a claimed image MIME type only when it looks like one', () => {
    expect(claimedImageType('image/TIFF')).toBe('image/tiff');
    expect(claimedImageType('text/plain')).toBeNull();
    expect(claimedImageType('')).toBeNull();
  });

  it('names a stated MIME type only when it disagrees with the bytes', () => {
    const png = detectImageType(Buffer.from(PNG_1X1, 'base64'))!;
    const jpeg = detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))!;
    expect(statedTypeMismatch('image/jpeg', png)).toBe('image/jpeg');
    expect(statedTypeMismatch('image/png', png)).toBeNull();
    expect(statedTypeMismatch('image/jpg', jpeg)).toBeNull();
    expect(statedTypeMismatch('image/jpg', png)).toBe('image/jpg');
    expect(statedTypeMismatch(null, png)).toBeNull();
    expect(statedTypeMismatch('image/png', null)).toBeNull();
  });

  it('checks a chosen file by its bytes only, never by its name or claimed type', () => {
    const png = Buffer.from(PNG_1X1, 'base64');
    expect(checkImageFile(png, png.length, 'image/png')).toEqual({
      ok: true,
      type: detectImageType(png),
      mime: 'image/png',
      claimed: null,
    });
    expect(checkImageFile(png, png.length, 'image/gif')).toEqual({
      ok: true,
      type: detectImageType(png),
      mime: 'image/png',
      claimed: 'image/gif',
    });
    expect(checkImageFile(png, png.length, '')).toMatchObject({ ok: true, mime: 'image/png', claimed: null });
    // TIFF and HEIC are images (most browsers cannot show them): typed by their bytes.
    expect(checkImageFile(utf8('II*\u0000 tiff body'), 14, 'image/tiff')).toEqual({
      ok: true,
      type: null,
      mime: 'image/tiff',
      claimed: null,
    });
    expect(checkImageFile(utf8('MM\u0000* tiff body'), 14, 'image/png')).toEqual({
      ok: true,
      type: null,
      mime: 'image/tiff',
      claimed: 'image/png',
    });
    expect(checkImageFile(utf8('%PDF-1.7'), 8, 'application/pdf')).toEqual({
      ok: false,
      reason: 'other',
      other: 'PDF',
    });
    expect(checkImageFile(new Uint8Array(0), 0, '')).toEqual({ ok: false, reason: 'empty', other: null });
    expect(checkImageFile(utf8('hello'), 5, 'text/plain')).toEqual({ ok: false, reason: 'text', other: null });
    expect(checkImageFile(bytes([0, 1, 2, 0xfe]), 4, '')).toEqual({ ok: false, reason: 'notImage', other: null });
  });

  it('refuses a 0-byte .png, and text or a PDF claiming to be a PNG', () => {
    expect(checkImageFile(new Uint8Array(0), 0, 'image/png')).toEqual({ ok: false, reason: 'empty', other: null });
    expect(checkImageFile(utf8('hello, world'), 12, 'image/png')).toEqual({ ok: false, reason: 'text', other: null });
    expect(checkImageFile(utf8('%PDF-1.4\n%'), 10, 'image/png')).toEqual({ ok: false, reason: 'other', other: 'PDF' });
    expect(checkImageFile(bytes([0x89, 0x50, 0x4e, 0x47]), 4, 'image/png')).toEqual({
      ok: false,
      reason: 'notImage',
      other: null,
    });
  });

  it('tells text from binary by the first bytes, forgiving a character cut at the end', () => {
    expect(looksLikeText(utf8('iVBORw0KGgo=\r\n'), true)).toBe(true);
    expect(looksLikeText(utf8('数据'), true)).toBe(true);
    expect(looksLikeText(utf8('数据').subarray(0, 4), false)).toBe(true);
    expect(looksLikeText(utf8('数据').subarray(0, 4), true)).toBe(false);
    expect(looksLikeText(bytes([0x41, 0x00, 0x42]), true)).toBe(false);
    expect(looksLikeText(bytes([0xff, 0xfe, 0x41]), true)).toBe(false);
    expect(looksLikeText(new Uint8Array(0), true)).toBe(true);
  });

  it('names the known non-image formats with a type to download them as', () => {
    expect(detectOtherType(utf8('%PDF-1.7'))).toEqual({
      label: 'PDF',
      mime: 'application/pdf',
      ext: 'pdf',
      image: false,
    });
    expect(detectOtherType(bytes([0x50, 0x4b, 3, 4]))?.ext).toBe('zip');
    expect(detectOtherType(bytes([0x1f, 0x8b, 8]))?.mime).toBe('application/gzip');
    expect(detectOtherType(Buffer.from(PNG_1X1, 'base64'))).toBeNull();
  });
});
