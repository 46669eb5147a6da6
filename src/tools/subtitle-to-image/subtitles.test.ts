import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanCueText, hasTimings, parseSubtitles, plainLines } from './subtitles';

const SRT =
  '\uFEFF1\r\n00:00:01,000 --> 00:00:03,500\r\n<i>我们走吧。</i>\r\n\r\n' +
  '2\r\n00:00:04,000 --> 00:00:06,000 X1:100 X2:600 Y1:50 Y2:80\r\n{\\an8}Where are we going?\r\n- Home.\r\n\r\n\r\n' +
  '3\r\n00:00:07,000 --> 00:00:08,000\r\n<font color="#ffff00">回家 &amp; 睡觉</font>\r\n\r\n' +
  '4\r\n00:00:09,000 --> 00:00:10,000\r\n<b></b>\r\n\r\n' +
  '5\r\n00:00:11,000 --> 00:00:12,000\r\n100\r\n';

const VTT = `WEBVTT - a film

NOTE this is a comment
that spans two lines

STYLE
::cue { color: yellow }

REGION
id:fred width:40%

intro
00:01.000 --> 00:03.000 align:start position:10% line:0
<v Roger Bingham>We are in New York City

00:00:04.000 --> 00:00:06.500
<c.yellow>黄色の</c> <00:00:05.000>テキスト
<ruby>漢<rt>かん</rt></ruby>

2
00:00:07.000 --> 00:00:08.000
a &lt; b &gt; c&nbsp;d &#x4E2D;&#25991;
`;

describe('parseSubtitles', () => {
  it('reads SRT with a BOM, CRLF, numbers, cue settings, tags, extra empty lines, entities', () => {
    expect(parseSubtitles(SRT)).toEqual(['我们走吧。', 'Where are we going? - Home.', '回家 & 睡觉', '100']);
  });
  it('reads WebVTT: header, NOTE/STYLE/REGION blocks, identifiers, settings, voice/class/timestamp tags', () => {
    expect(parseSubtitles(VTT)).toEqual(['We are in New York City', '黄色の テキスト 漢かん', 'a < b > c d 中文']);
  });
  it('reads a text without timings as plain lines', () => {
    expect(parseSubtitles('\uFEFF第一行\r\n\r\n  second  \rthird\n')).toEqual(['第一行', 'second', 'third']);
    expect(plainLines('<i>kept</i>\n\n')).toEqual(['<i>kept</i>']);
  });
  it('recognises timing lines, and nothing else', () => {
    expect(hasTimings('1\n00:00:01,000 --> 00:00:02,000\nx')).toBe(true);
    expect(hasTimings('00:01.000 --> 00:02.000')).toBe(true);
    expect(hasTimings('a --> b')).toBe(false);
  });
  it('cleans one line of markup', () => {
    expect(cleanCueText('{\\an8}{\\i1}<i>Hi</i>,  <b>there</b>\\Nfriend')).toBe('Hi, there friend');
    expect(cleanCueText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(cleanCueText('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
});

describe('the e2e fixture', () => {
  it('tests/fixtures/subtitles/sample.srt reads as three lines', () => {
    const raw = readFileSync(new URL('../../../tests/fixtures/subtitles/sample.srt', import.meta.url), 'utf8');
    expect(parseSubtitles(raw)).toEqual(['你还记得那天吗？', '记得。 那天下着雨。', 'We were young & free.']);
  });
});
