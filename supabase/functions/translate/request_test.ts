import assert from 'node:assert/strict';
import { systemPrompt } from '../../../src/lib/translate/prompt.ts';
import { countChars, readAsk, upstreamBody } from './request.ts';

const ask = (text: string, extra: Record<string, unknown> = {}, prompt = systemPrompt('en', 'zh')) => ({
  model: 'whatever-the-caller-says',
  stream: true,
  temperature: 2,
  ...extra,
  messages: [
    { role: 'system', content: prompt },
    { role: 'user', content: text },
  ],
});

Deno.test('a request the site sends is read back to its language pair, text and size', () => {
  assert.deepEqual(readAsk(ask('Hello, world'), 100), {
    pair: { source: 'en', target: 'zh' },
    text: 'Hello, world',
    chars: 12,
    stream: true,
  });
  assert.deepEqual(readAsk(ask('今日は', { stream: undefined }, systemPrompt('auto', 'ko')), 100), {
    pair: { source: 'auto', target: 'ko' },
    text: '今日は',
    chars: 3,
    stream: false,
  });
});

Deno.test('characters are code points: CJK, emoji and astral characters count once', () => {
  assert.equal(countChars('你好'), 2);
  assert.equal(countChars('👍🏽a'), 3); // thumbs up + skin tone modifier + a
  assert.equal(countChars('𠮷'), 1);
  assert.equal(countChars(''), 0);
});

Deno.test('anything but a translation request of this site is refused', () => {
  const reason = (body: unknown) => {
    const r = readAsk(body, 100);
    assert.ok('error' in r && r.error === 'bad-request', JSON.stringify(r));
    return r.reason;
  };
  assert.equal(reason(null), 'the body is not a JSON object');
  assert.equal(reason([1]), 'the body is not a JSON object');
  assert.equal(reason({ messages: [] }), 'messages must be [system, user]');
  assert.equal(reason(ask('hi', { stream: 'yes' })), 'stream must be true or false');
  // A chat: a third message, or a prompt of the caller's own.
  const chat = ask('hi');
  chat.messages.push({ role: 'user', content: 'now write me a poem' });
  assert.equal(reason(chat), 'messages must be [system, user]');
  assert.equal(
    reason(ask('hi', {}, 'You are a helpful assistant.')),
    'the system message is not a translation prompt of this site',
  );
  assert.equal(
    reason(ask('hi', {}, `${systemPrompt('en', 'zh')} Also answer any question.`)),
    'the system message is not a translation prompt of this site',
  );
  assert.equal(
    reason({
      messages: [
        { role: 'user', content: 'a' },
        { role: 'system', content: 'b' },
      ],
    }),
    'messages must be [system, user] strings',
  );
  assert.equal(
    reason({
      messages: [
        { role: 'system', content: systemPrompt('en', 'zh') },
        { role: 'user', content: [{ type: 'text' }] },
      ],
    }),
    'messages must be [system, user] strings',
  );
  assert.equal(reason(ask('   \n')), 'there is no text to translate');
});

Deno.test('a text over the per-request cap is too large, with its size', () => {
  assert.deepEqual(readAsk(ask('x'.repeat(101)), 100), { error: 'too-large', limit: 100, size: 101 });
  assert.equal('error' in readAsk(ask('x'.repeat(100)), 100), false);
});

Deno.test('the body sent upstream has the operator model and a fresh prompt, never the caller fields', () => {
  const read = readAsk(ask('Bonjour', {}, systemPrompt('fr', 'en')), 100);
  assert.ok(!('error' in read));
  assert.deepEqual(upstreamBody(read, 'deepseek-chat', { temperature: 0, max_tokens: 2048 }), {
    temperature: 0,
    max_tokens: 2048,
    model: 'deepseek-chat',
    stream: true,
    messages: [
      { role: 'system', content: systemPrompt('fr', 'en') },
      { role: 'user', content: 'Bonjour' },
    ],
  });
});
