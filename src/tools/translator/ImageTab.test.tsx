// @vitest-environment happy-dom
/**
 * The image tab's reading, in the real tab under happy-dom with the OCR client stubbed (tesseract itself is
 * tested in src/lib/ocr/read.test.ts): the language read is shown ("detected" or chosen), choosing another reads
 * the image again in it, and each block goes to the engine with the language the text was read in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeBitmap,
  isolateCases,
  stubCanvas,
  stubFonts,
  stubImageDecoder,
  chooseFiles,
} from '../../../tests/component/hostile';
import { renderWithI18n } from '../../components/ui/test-i18n';
import type { Reading } from '../../lib/ocr/read';
import type { Engine, TranslateRequest } from '../../lib/translate/types';
import ImageTab from './ImageTab';
import en from './locales/en.json';
import { DEFAULT_PAIR, type Pair } from './logic';

const readText = vi.hoisted(() => vi.fn<(image: unknown, choice: string, onProgress?: unknown) => Promise<Reading>>());
vi.mock('../../lib/ocr/client', () => ({ readText }));

const PNG = readFileSync(join(import.meta.dirname, '../../../tests/fixtures/images/ocr/jpn.png'));
const box = (y: number) => ({ x0: 10, y0: y, x1: 300, y1: y + 20 });
const block = (text: string, y: number) => ({
  text,
  bbox: box(y),
  confidence: 94,
  lines: [{ text, bbox: box(y), confidence: 94 }],
});

function recordingEngine() {
  const requests: TranslateRequest[] = [];
  const engine: Engine = {
    id: 'openai',
    availability: async () => 'available',
    translate: async (request) => {
      requests.push(request);
      return { text: `[${request.target}] ${request.text}` };
    },
  };
  return { engine, requests };
}

function Harness({ engine }: { engine: Engine }) {
  const [pair, setPair] = useState<Pair>(DEFAULT_PAIR);
  return <ImageTab engine={engine} pair={pair} setPair={setPair} />;
}

isolateCases(() => {
  stubImageDecoder(() => Promise.resolve(fakeBitmap(320, 120)));
  stubCanvas();
  stubFonts();
  readText.mockReset();
});

describe('translator image tab: the language of the text', () => {
  it('shows the detected language, sends it as the source, and reads again in the language chosen', async () => {
    readText
      .mockResolvedValueOnce({
        lang: 'jpn',
        detected: true,
        enhanced: false,
        confidence: 94,
        plainConfidence: 94,
        blocks: [block('週末の天気', 10), block('今週末は晴れます。', 50)],
      })
      .mockResolvedValueOnce({
        lang: 'kor',
        detected: false,
        enhanced: true,
        confidence: 91,
        plainConfidence: 80,
        blocks: [block('주말 날씨', 10)],
      });
    const { engine, requests } = recordingEngine();
    renderWithI18n(<Harness engine={engine} />, 'en', { translator: en });
    const select = screen.getByLabelText('Text in the image') as HTMLSelectElement;
    expect(select.value).toBe('auto');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Detect',
      'English and other Latin-script languages',
      'Chinese (Simplified)',
      'Chinese (Traditional)',
      'Japanese',
      'Korean',
    ]);

    chooseFiles(screen.getByLabelText('Choose image'), new File([PNG], 'notice.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('ocr-lang').textContent).toBe('Detected and read as Japanese.'));
    expect(readText).toHaveBeenCalledTimes(1);
    expect(readText.mock.calls[0]![1]).toBe('auto');
    // The source select's "detect" says what was found.
    expect((screen.getByLabelText('From') as HTMLSelectElement).selectedOptions[0]!.text).toBe('Detected: Japanese');
    // One request per block, each with the language the text was read in (the pair's source is "detect").
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => [r.text, r.source, r.target])).toEqual([
      ['週末の天気', 'ja', 'en'],
      ['今週末は晴れます。', 'ja', 'en'],
    ]);
    expect(screen.getByTestId('block-count').textContent).toBe('Text blocks: 2');

    fireEvent.change(select, { target: { value: 'kor' } });
    await waitFor(() =>
      expect(screen.getByTestId('ocr-lang').textContent).toBe(
        'Read as Korean. · contrast evened out for a clearer reading',
      ),
    );
    expect(readText.mock.calls[1]![1]).toBe('kor');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]!.source).toBe('ko');
    expect(screen.getByTestId('block-count').textContent).toBe('Text blocks: 1');
  });

  it('says when the text could not be read', async () => {
    readText.mockRejectedValueOnce(new Error('Network error while fetching jpn.traineddata.gz'));
    renderWithI18n(<Harness engine={recordingEngine().engine} />, 'en', { translator: en });
    chooseFiles(screen.getByLabelText('Choose image'), new File([PNG], 'notice.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.image.error.ocr);
    expect(screen.queryByTestId('ocr-lang')).toBeNull();
  });
});
