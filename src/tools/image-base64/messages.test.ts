import { describe, expect, it } from 'vitest';
import type { ToolT } from '../../i18n/useToolT';
import { WorkerTaskError, workerErrorCode } from '../../lib/worker/errors';
import { base64ErrorMessage, decodeProblemMessage, encodeProblemMessage, workerMessage } from './messages';

/** A stand-in for i18next that shows which key and values were asked for. */
const echo = (prefix: string) =>
  ((key: string, opts?: Record<string, unknown>) =>
    `${prefix}${key}${opts ? ` ${JSON.stringify(opts)}` : ''}`) as unknown as ToolT<'image-base64'>['t'];
const ui = echo('ui.') as unknown as ToolT<'image-base64'>['ui'];
const tt = { t: echo(''), ui, lng: 'en', workerError: (e: unknown) => ui(`worker.${workerErrorCode(e)}`) };

describe('messages', () => {
  it('translates a worker failure through the shared ui.worker keys', () => {
    expect(workerMessage(tt, new WorkerTaskError('load', '404'))).toBe('ui.worker.load');
    expect(workerMessage(tt, new WorkerTaskError('crashed'))).toBe('ui.worker.crashed');
    expect(workerMessage(tt, null)).toBe('ui.worker.failed');
  });

  it('says why a file was refused, by name', () => {
    expect(encodeProblemMessage(tt, 'a.pdf', { reason: 'other', other: 'PDF' })).toBe(
      'errFileIsOther {"name":"a.pdf","other":"PDF"}',
    );
    expect(encodeProblemMessage(tt, 'e.png', { reason: 'empty' })).toBe('errFileEmpty {"name":"e.png"}');
    expect(encodeProblemMessage(tt, 'x', { reason: 'notImage' })).toBe('errFileNotImage {"name":"x"}');
    expect(encodeProblemMessage(tt, 'n.png', { reason: 'text' })).toBe('errFileIsText {"name":"n.png"}');
    expect(encodeProblemMessage(tt, 'x', { reason: 'read' })).toBe('errReadFile {"name":"x"}');
    expect(encodeProblemMessage(tt, 'x', { reason: 'worker', error: new WorkerTaskError('crashed') })).toBe(
      'ui.worker.crashed',
    );
  });

  it('names the position and character of a Base64 error, and what non-image bytes look like', () => {
    expect(
      base64ErrorMessage(tt, { code: 'invalidChar', char: '*', codePoint: 'U+002A', line: 2, column: 4, index: 12 }),
    ).toBe('errInvalidChar {"char":"*","codePoint":"U+002A","line":2,"column":4}');
    expect(base64ErrorMessage(tt, { code: 'wrongLength', count: 12345 })).toBe(
      'errWrongLength {"count":12345,"n":"12,345"}',
    );
    expect(base64ErrorMessage(tt, { code: 'notImage', size: 1536, hex: '48 65', text: 'He', other: null })).toBe(
      'errNotImage {"size":"1.5 KB","hex":"48 65"} errLooksLikeText {"text":"He"}',
    );
    expect(base64ErrorMessage(tt, { code: 'notImage', size: 4, hex: '25 50', text: '%P', other: 'PDF' })).toBe(
      'errDecodedIsOther {"size":"4 B","other":"PDF"}',
    );
    expect(decodeProblemMessage(tt, { reason: 'emptyFile', name: 'e.txt', size: 0 })).toBe(
      'errTextFileEmpty {"name":"e.txt"}',
    );
    expect(decodeProblemMessage(tt, { reason: 'emptyFile', name: 'b.txt', size: 3 })).toBe(
      'errTextFileBlank {"name":"b.txt"}',
    );
    expect(decodeProblemMessage(tt, { reason: 'notText', name: 'd.txt', other: 'PDF' })).toBe(
      'errTextFileIsOther {"name":"d.txt","other":"PDF"}',
    );
    expect(decodeProblemMessage(tt, { reason: 'notText', name: 'r.bin', other: null })).toBe(
      'errTextFileBinary {"name":"r.bin"}',
    );
    expect(decodeProblemMessage(tt, { reason: 'read', name: 'b.txt' })).toBe('errReadFile {"name":"b.txt"}');
    expect(decodeProblemMessage(tt, { reason: 'invalid', error: { code: 'badDataUri' } })).toBe('errBadDataUri');
  });
});
