import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanCueText, cueLines, cuesToText, hasTimings, parseSubtitles, plainLines } from './subtitles';

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
    expect(parseSubtitles(SRT)).toEqual(['我们走吧。', 'Where are we going?\n- Home.', '回家 & 睡觉', '100']);
  });
  it('reads WebVTT: header, NOTE/STYLE/REGION blocks, identifiers, settings, voice/class/timestamp tags', () => {
    expect(parseSubtitles(VTT)).toEqual(['We are in New York City', '黄色の テキスト\n漢かん', 'a < b > c d 中文']);
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
    expect(cleanCueText('{\\an8}{\\i1}<i>Hi</i>,  <b>there</b>\\Nfriend')).toBe('Hi, there\nfriend');
    expect(cleanCueText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(cleanCueText('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
});

describe('multi-line cues', () => {
  // A bilingual SRT as Subtitle Edit and subtitle sites write them: Chinese over English, a dialogue cue with
  // dashes, an ASS \N left in, and the soft \n.
  const BILINGUAL =
    '1\r\n00:00:01,200 --> 00:00:03,400\r\n你好，世界\r\nHello, world\r\n\r\n' +
    '2\r\n00:00:03,500 --> 00:00:05,000\r\n- 你去哪儿？\r\n- 回家。\r\n\r\n' +
    "3\r\n00:00:05,100 --> 00:00:07,000\r\n<i>我们走吧</i>\\N<i>Let's go</i>\r\n\r\n" +
    '4\r\n00:00:07,100 --> 00:00:08,000\r\none\\ntwo\r\n';

  it('keeps each cue’s lines', () => {
    expect(parseSubtitles(BILINGUAL)).toEqual([
      '你好，世界\nHello, world',
      '- 你去哪儿？\n- 回家。',
      "我们走吧\nLet's go",
      'one two',
    ]);
  });

  it('writes cues into the box one a line with \\N, and reads a box line back into its lines', () => {
    const text = cuesToText(parseSubtitles(BILINGUAL));
    expect(text).toBe("你好，世界 \\N Hello, world\n- 你去哪儿？ \\N - 回家。\n我们走吧 \\N Let's go\none two");
    expect(plainLines(text).map(cueLines)).toEqual([
      ['你好，世界', 'Hello, world'],
      ['- 你去哪儿？', '- 回家。'],
      ['我们走吧', "Let's go"],
      ['one two'],
    ]);
    expect(cueLines('  \\N a\\Nb \\N ')).toEqual(['a', 'b']);
  });
});

describe('the e2e fixture', () => {
  it('tests/fixtures/subtitles/sample.srt reads as three lines', () => {
    const raw = readFileSync(new URL('../../../tests/fixtures/subtitles/sample.srt', import.meta.url), 'utf8');
    expect(parseSubtitles(raw)).toEqual(['你还记得那天吗？', '记得。\n那天下着雨。', 'We were young & free.']);
  });
});
