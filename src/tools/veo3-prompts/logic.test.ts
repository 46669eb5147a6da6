import { describe, it, expect } from 'vitest';
import {
  buildJson,
  buildJsonPrompt,
  buildProse,
  cameraSentence,
  capitalize,
  charCount,
  clean,
  cleanSpokenLine,
  emptyFields,
  formatSentence,
  hasContent,
  makeFields,
  matchesQuery,
  negativeHasNegations,
  normalizeFields,
  normalizeNegative,
  parseFavourites,
  sameFields,
  speechSeconds,
  unwrapQuotes,
  validate,
  withArticle,
  wordCount,
} from './logic';

describe('text helpers', () => {
  it('clean trims, collapses whitespace and drops trailing punctuation', () => {
    expect(clean('  a  red\n fox.  ')).toBe('a red fox');
    expect(clean('golden hour;,')).toBe('golden hour');
    expect(clean('   ')).toBe('');
    expect(clean('wow!')).toBe('wow!');
  });

  it('capitalize only touches an all-lower-case first word', () => {
    expect(capitalize('a young woman')).toBe('A young woman');
    expect(capitalize('iPhone on a pedestal')).toBe('iPhone on a pedestal');
    expect(capitalize('35mm lens')).toBe('35mm lens');
    expect(capitalize('the')).toBe('The');
  });

  it('withArticle chooses a/an by sound and respects existing determiners', () => {
    expect(withArticle('wide shot')).toBe('a wide shot');
    expect(withArticle('extreme close-up')).toBe('an extreme close-up');
    expect(withArticle('over-the-shoulder shot')).toBe('an over-the-shoulder shot');
    expect(withArticle('85mm portrait lens')).toBe('an 85mm portrait lens');
    expect(withArticle('18mm lens')).toBe('an 18mm lens');
    expect(withArticle('135mm telephoto lens')).toBe('a 135mm telephoto lens');
    expect(withArticle('180mm lens')).toBe('a 180mm lens');
    expect(withArticle('FPV drone flight')).toBe('an FPV drone flight');
    expect(withArticle('POV shot')).toBe('a POV shot');
    expect(withArticle('unique angle')).toBe('a unique angle');
    expect(withArticle('hour-long take')).toBe('an hour-long take');
    expect(withArticle('ultra-wide lens')).toBe('an ultra-wide lens');
    expect(withArticle('the hero shot')).toBe('the hero shot');
    expect(withArticle('two slow pans')).toBe('two slow pans');
    expect(withArticle('')).toBe('');
  });

  it('unwrapQuotes removes one layer of matching quotes', () => {
    expect(unwrapQuotes('"Hello there."')).toBe('Hello there.');
    expect(unwrapQuotes('“Hello.”')).toBe('Hello.');
    expect(unwrapQuotes('「こんにちは」')).toBe('こんにちは');
    expect(unwrapQuotes("'Run!'")).toBe('Run!');
    expect(unwrapQuotes('"Unbalanced')).toBe('"Unbalanced');
    expect(unwrapQuotes('  Plain   words  ')).toBe('Plain words');
  });

  it('cleanSpokenLine turns inner double quotes into single quotes', () => {
    expect(cleanSpokenLine('"She said "run" and left."')).toBe("She said 'run' and left.");
    expect(cleanSpokenLine('It’s “fine”')).toBe("It’s 'fine'");
  });

  it('normalizeNegative lists plain nouns, without "no", duplicates or blanks', () => {
    expect(normalizeNegative('no text, no watermark; text,, blurry faces.')).toBe('text, watermark, blurry faces');
    expect(normalizeNegative("don't show logos\nwithout people\nAvoid cars")).toBe('logos, people, cars');
    expect(normalizeNegative('字幕，水印、字幕')).toBe('字幕, 水印');
    expect(normalizeNegative('   ')).toBe('');
    expect(normalizeNegative('nothing, notebooks')).toBe('nothing, notebooks');
  });

  it('negativeHasNegations spots "no …" wording only as a word', () => {
    expect(negativeHasNegations('no text')).toBe(true);
    expect(negativeHasNegations('logos, don’t show people'.replace('’', "'"))).toBe(true);
    expect(negativeHasNegations('nothing, notebooks, text')).toBe(false);
  });

  it('speechSeconds estimates 2.5 English words or 4 CJK characters per second', () => {
    expect(speechSeconds('We leave at dawn, before the tide turns.')).toBe(3.2);
    expect(speechSeconds('我们明天早上出发')).toBe(2);
    expect(speechSeconds('')).toBe(0);
  });

  it('counts characters and words', () => {
    expect(charCount('héllo 🎬')).toBe(7);
    expect(wordCount('A wide shot — of a fox.')).toBe(6);
  });
});

describe('cameraSentence', () => {
  it('joins shot, movement and lens', () => {
    expect(cameraSentence('wide shot', 'slow push-in', '35mm lens')).toBe(
      'A wide shot with a slow push-in, filmed on a 35mm lens.',
    );
  });
  it('works with any subset', () => {
    expect(cameraSentence('close-up', '', '')).toBe('A close-up.');
    expect(cameraSentence('close-up', '', 'macro lens')).toBe('A close-up, filmed on a macro lens.');
    expect(cameraSentence('', 'whip pan', '')).toBe('The shot uses a whip pan.');
    expect(cameraSentence('', 'orbit', 'anamorphic lens')).toBe(
      'The shot uses an orbit, filmed on an anamorphic lens.',
    );
    expect(cameraSentence('', '', '85mm lens')).toBe('Filmed on an 85mm lens.');
    expect(cameraSentence(' ', '', '')).toBe('');
  });
});

describe('buildProse', () => {
  it('is empty when nothing is filled in, whatever the format', () => {
    expect(buildProse(emptyFields())).toBe('');
    expect(buildProse(makeFields({ aspectRatio: '9:16', duration: 4 }))).toBe('');
    expect(hasContent(makeFields({ dialogue: [{ speaker: 'Bob', delivery: '', line: '' }] }))).toBe(false);
  });

  it('subject only', () => {
    expect(buildProse(makeFields({ subject: 'a red fox' }))).toBe(
      'A red fox.\n\nThe video is 8 seconds long, in 16:9 widescreen format.',
    );
  });

  it('a full visual description, empty fields omitted', () => {
    const f = makeFields({
      subject: 'a young woman in a red raincoat',
      action: 'walks through a crowded night market.',
      setting: 'a narrow street in Taipei',
      time: 'night',
      weather: 'rainy',
      shot: 'wide shot',
      movement: 'smooth lateral tracking move',
      lens: '35mm lens',
      lighting: 'a saturated neon glow',
      style: 'cinematic, like a big-budget feature film',
    });
    expect(buildProse(f)).toBe(
      'A wide shot with a smooth lateral tracking move, filmed on a 35mm lens. ' +
        'A young woman in a red raincoat walks through a crowded night market. ' +
        'The scene is set in a narrow street in Taipei. It is night, and the weather is rainy. ' +
        'The lighting is a saturated neon glow. The visual style is cinematic, like a big-budget feature film.' +
        '\n\nThe video is 8 seconds long, in 16:9 widescreen format.',
    );
  });

  it('keeps a setting that already starts with a preposition, and handles time or weather alone', () => {
    expect(buildProse(makeFields({ subject: 'a diver', setting: 'under the ice', time: 'dawn' }))).toBe(
      'A diver. The scene is set under the ice. It is dawn.\n\nThe video is 8 seconds long, in 16:9 widescreen format.',
    );
    expect(buildProse(makeFields({ subject: 'a kite', weather: 'windy', aspectRatio: '9:16', duration: 6 }))).toBe(
      'A kite. The weather is windy.\n\nThe video is 6 seconds long, in 9:16 vertical format.',
    );
  });

  it('quotes dialogue, adds the full stop, defaults the speaker and keeps ! and ?', () => {
    const f = makeFields({
      subject: 'two sailors',
      dialogue: [
        { speaker: 'the captain', delivery: 'in a low voice', line: '"Hold the line"' },
        { speaker: '', delivery: '', line: 'Who said "abandon ship"?' },
        { speaker: 'the cook', delivery: 'laughing', line: '  “Never!”  ' },
        { speaker: 'nobody', delivery: '', line: '   ' },
      ],
      sfx: 'waves slamming the hull',
      ambience: 'creaking timber',
      music: 'a sea shanty',
    });
    expect(buildProse(f)).toBe(
      'Two sailors.\n\n' +
        'The captain says in a low voice: "Hold the line." ' +
        'A voice says: "Who said \'abandon ship\'?" ' +
        'The cook says laughing: "Never!" ' +
        'We hear waves slamming the hull. The background ambience is creaking timber. The music is a sea shanty.' +
        '\n\nThe video is 8 seconds long, in 16:9 widescreen format.',
    );
  });

  it('says "There is no music." for the no-music choice', () => {
    expect(buildProse(makeFields({ subject: 'a quiet room', music: 'no music' }))).toBe(
      'A quiet room.\n\nThere is no music.\n\nThe video is 8 seconds long, in 16:9 widescreen format.',
    );
  });

  it('puts the cleaned negative prompt on its own line', () => {
    expect(buildProse(makeFields({ subject: 'a beach', negative: 'no people, no text, people' }))).toBe(
      'A beach.\n\nThe video is 8 seconds long, in 16:9 widescreen format.\n\nNegative prompt: people, text',
    );
  });

  it('still builds without a subject (the form shows the error)', () => {
    expect(buildProse(makeFields({ action: 'rain falls on a tin roof', duration: 4 }))).toBe(
      'Rain falls on a tin roof.\n\nThe video is 4 seconds long, in 16:9 widescreen format.',
    );
  });

  it('formatSentence covers both ratios', () => {
    expect(formatSentence('16:9', 8)).toBe('The video is 8 seconds long, in 16:9 widescreen format.');
    expect(formatSentence('9:16', 4)).toBe('The video is 4 seconds long, in 9:16 vertical format.');
  });
});

describe('buildJson', () => {
  it('is empty with no content', () => {
    expect(buildJson(emptyFields())).toBe('');
  });

  it('subject only: just the subject and the format', () => {
    expect(buildJson(makeFields({ subject: 'a red fox', duration: 6 }))).toBe(
      '{\n  "subject": "a red fox",\n  "aspect_ratio": "16:9",\n  "duration_seconds": 6\n}',
    );
  });

  it('groups fields, omits empty ones and keeps the key order', () => {
    const f = makeFields({
      subject: ' a lighthouse keeper. ',
      setting: 'a rocky cliff',
      weather: 'stormy',
      shot: 'low-angle shot',
      lens: '14mm ultra-wide lens',
      style: 'cinematic',
      dialogue: [
        { speaker: 'the keeper', delivery: '', line: '"Not tonight."' },
        { speaker: 'ghost', delivery: 'softly', line: '' },
      ],
      music: 'no music',
      negative: 'no daylight; calm water',
      aspectRatio: '9:16',
    });
    expect(buildJsonPrompt(f)).toEqual({
      subject: 'a lighthouse keeper',
      scene: { setting: 'a rocky cliff', weather: 'stormy' },
      camera: { shot: 'low-angle shot', lens: '14mm ultra-wide lens' },
      style: 'cinematic',
      audio: { dialogue: [{ speaker: 'the keeper', line: 'Not tonight.' }], music: 'no music' },
      negative_prompt: 'daylight, calm water',
      aspect_ratio: '9:16',
      duration_seconds: 8,
    });
    expect(buildJson(f)).toBe(`{
  "subject": "a lighthouse keeper",
  "scene": {
    "setting": "a rocky cliff",
    "weather": "stormy"
  },
  "camera": {
    "shot": "low-angle shot",
    "lens": "14mm ultra-wide lens"
  },
  "style": "cinematic",
  "audio": {
    "dialogue": [
      {
        "speaker": "the keeper",
        "line": "Not tonight."
      }
    ],
    "music": "no music"
  },
  "negative_prompt": "daylight, calm water",
  "aspect_ratio": "9:16",
  "duration_seconds": 8
}`);
  });

  it('keeps inner quotes in dialogue (escaped by JSON) and the full field set in order', () => {
    const f = makeFields({
      subject: 's',
      action: 'a',
      setting: 'st',
      time: 't',
      weather: 'w',
      shot: 'sh',
      movement: 'm',
      lens: 'l',
      lighting: 'li',
      style: 'sy',
      dialogue: [{ speaker: 'x', delivery: 'd', line: 'Say "hi"' }],
      sfx: 'fx',
      ambience: 'amb',
      music: 'mu',
      negative: 'n',
      duration: 4,
    });
    expect(Object.keys(buildJsonPrompt(f))).toEqual([
      'subject',
      'action',
      'scene',
      'camera',
      'lighting',
      'style',
      'audio',
      'negative_prompt',
      'aspect_ratio',
      'duration_seconds',
    ]);
    expect(buildJson(f)).toContain('"line": "Say \\"hi\\""');
    expect(buildJsonPrompt(f).scene).toEqual({ setting: 'st', time_of_day: 't', weather: 'w' });
    expect(buildJsonPrompt(f).camera).toEqual({ shot: 'sh', movement: 'm', lens: 'l' });
    expect(buildJsonPrompt(f).audio).toEqual({
      dialogue: [{ speaker: 'x', delivery: 'd', line: 'Say "hi"' }],
      sound_effects: 'fx',
      ambience: 'amb',
      music: 'mu',
    });
  });
});

describe('validate', () => {
  it('asks for a subject only when required', () => {
    expect(validate(makeFields({ action: 'runs' }), true)).toEqual([{ field: 'subject', code: 'subjectRequired' }]);
    expect(validate(makeFields({ action: 'runs' }), false)).toEqual([]);
    expect(validate(makeFields({ subject: '  ' }), true)).toEqual([{ field: 'subject', code: 'subjectRequired' }]);
    expect(validate(makeFields({ subject: 'a fox' }), true)).toEqual([]);
  });

  it('flags a speaker with no line, and dialogue too long for the duration', () => {
    const long = 'one two three four five six seven eight nine ten eleven';
    expect(
      validate(
        makeFields({
          subject: 'x',
          duration: 4,
          dialogue: [
            { speaker: 'Ann', delivery: '', line: '' },
            { speaker: '', delivery: '', line: long },
          ],
        }),
        true,
      ),
    ).toEqual([
      { field: 'dialogue', index: 0, code: 'lineRequired' },
      { field: 'dialogue', code: 'dialogueTooLong', seconds: 4.4, fitWords: 10 },
    ]);
    expect(
      validate(makeFields({ subject: 'x', duration: 6, dialogue: [{ speaker: '', delivery: '', line: long }] }), true),
    ).toEqual([]);
  });
});

describe('stored state', () => {
  it('normalizeFields repairs anything read back from storage', () => {
    expect(normalizeFields(null)).toEqual(emptyFields());
    expect(normalizeFields('junk')).toEqual(emptyFields());
    expect(
      normalizeFields({
        subject: 'a fox',
        action: 42,
        dialogue: [{ speaker: 'A', line: 'Hi' }, null, 'x'],
        aspectRatio: '4:3',
        duration: 6,
        extra: true,
      }),
    ).toEqual({
      ...emptyFields(),
      subject: 'a fox',
      dialogue: [{ speaker: 'A', delivery: '', line: 'Hi' }],
      duration: 6,
    });
  });

  it('sameFields compares exact input', () => {
    expect(sameFields(makeFields({ subject: 'a' }), makeFields({ subject: 'a' }))).toBe(true);
    expect(sameFields(makeFields({ subject: 'a' }), makeFields({ subject: 'a ' }))).toBe(false);
  });

  it('parseFavourites keeps valid entries only', () => {
    expect(
      parseFavourites([
        { id: 'f1', fields: { subject: 'a fox' }, savedAt: 5 },
        { id: 'ex-fox', exampleId: 'fox-snow', fields: {}, savedAt: 'x' },
        { fields: {} },
        null,
      ]),
    ).toEqual([
      { id: 'f1', fields: { ...emptyFields(), subject: 'a fox' }, savedAt: 5 },
      { id: 'ex-fox', exampleId: 'fox-snow', fields: emptyFields(), savedAt: 0 },
    ]);
    expect(parseFavourites({})).toEqual([]);
  });

  it('matchesQuery needs every word', () => {
    expect(matchesQuery('A red fox in the snow', 'FOX snow')).toBe(true);
    expect(matchesQuery('A red fox in the snow', 'fox rain')).toBe(false);
    expect(matchesQuery('anything', '  ')).toBe(true);
    expect(matchesQuery('雨夜小巷里的侦探', '小巷')).toBe(true);
  });
});

describe('normalizeFields limits', () => {
  it('cuts text saved by an older version to the field limit and keeps at most 8 dialogue lines', () => {
    const huge = 'x'.repeat(6_000_000);
    const lines = Array.from({ length: 12 }, (_, i) => ({ speaker: `s${i}`, delivery: '', line: huge }));
    const f = normalizeFields({ subject: huge, action: 'runs', dialogue: lines });
    expect(f.subject).toBe('x'.repeat(2_000));
    expect(f.action).toBe('runs');
    expect(f.dialogue.map((d) => [d.speaker, d.line.length])).toEqual(
      Array.from({ length: 8 }, (_, i) => [`s${i}`, 2_000]),
    );
  });
});
