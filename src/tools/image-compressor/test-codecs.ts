/**
 * The codecs' stand-in for the compressor's component tests: a worker that answers every request with the same
 * 1×1 picture (its sizes and fields as the test asks), counted by a spy, installed before each case. Not shipped.
 */
import { vi } from 'vitest';
import { isolateCases, servingWorker } from '../../../tests/component/hostile';
import { ONE_PIXEL_PNG } from '../../../tests/component/kit';
import type { CompressorProtocol, CompressReply, CompressRequest } from './protocol';

type Ok = Extract<CompressReply, { ok: true }>;

/** Installs the stand-in for every case of the file; returns its spy. `reply` sets fields per request. */
export function standInCodecs(reply: (req: CompressRequest) => Partial<Ok> = () => ({})) {
  const compress = vi.fn(async (req: CompressRequest): Promise<CompressReply> => ({
    ok: true,
    codec: req.codec,
    output: ONE_PIXEL_PNG.slice().buffer,
    width: 1,
    height: 1,
    inputWidth: 1,
    inputHeight: 1,
    exifCopied: false,
    inputHasMetadata: false,
    ms: 1,
    ...reply(req),
  }));
  isolateCases(() => {
    compress.mockClear();
    vi.stubGlobal('Worker', servingWorker<CompressorProtocol>({ compress }));
  });
  return compress;
}
