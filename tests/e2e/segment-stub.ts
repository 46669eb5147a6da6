/**
 * A stand-in for the segmentation worker (src/lib/segment/worker.ts), for the e2e specs of tools that use the
 * segmentation kit but are not about the model (id-photo-maker, text-behind-image): the built worker's script is
 * answered by a small script that speaks the same wire protocol (src/lib/worker/protocol.ts) and replies to
 * `segment` with a stored mask (tests/fixtures/images/segment/<scene>-mask.png, the real model's answer for that
 * scene, made by make-masks.mjs), scaled to the photo's size. No model is fetched; the production code is
 * unchanged (Chromium lets Playwright route a module worker's script). The background remover's spec runs the real
 * model; each tool's bench scores it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SegmentErrorCode, SegmentReply, SegmentRequest } from '../../src/lib/segment/protocol';
import type { WireRequest, WireResponse } from '../../src/lib/worker/protocol';
import { SCENES } from '../fixtures/images/segment/scenes.mjs';
import { SEGMENT_WORKER_MARK, WORKER_CHUNKS } from '../fixtures/images/segment/worker-tap.mjs';

/**
 * The stand-in worker's code: runs in the worker (serialized with its source, so it uses nothing from this
 * module). Requests are answered one at a time, in order, as `serve` does.
 */
function standIn(maskPng: string | null, fail: SegmentErrorCode | null): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<WireRequest>) => void) | null;
    postMessage(message: WireResponse, transfer?: Transferable[]): void;
  };
  let firstRun = true;
  let queue = Promise.resolve();

  const segment = async ({ image }: SegmentRequest): Promise<SegmentReply> => {
    if (fail || !maskPng) return { ok: false, code: fail ?? 'model', detail: 'the e2e stand-in fails' };
    let width: number;
    let height: number;
    try {
      const photo = await createImageBitmap(image);
      ({ width, height } = photo);
      photo.close();
    } catch (err) {
      return { ok: false, code: 'decode', detail: String(err) };
    }
    const stored = await createImageBitmap(
      new Blob([Uint8Array.from(atob(maskPng), (c) => c.charCodeAt(0))], { type: 'image/png' }),
      { premultiplyAlpha: 'none', colorSpaceConversion: 'none' },
    );
    const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(stored, 0, 0, width, height);
    stored.close();
    const grey = ctx.getImageData(0, 0, width, height).data;
    const mask = new Uint8Array(width * height);
    for (let i = 0; i < mask.length; i += 1) mask[i] = grey[i * 4]!;
    const scale = Math.min(1, 1024 / Math.max(width, height));
    const reply: SegmentReply = {
      ok: true,
      mask,
      width,
      height,
      workWidth: Math.max(1, Math.round(width * scale)),
      workHeight: Math.max(1, Math.round(height * scale)),
      firstRun,
      ms: { segment: 0, refine: 0 },
    };
    firstRun = false;
    return reply;
  };

  scope.onmessage = ({ data: { id, type, payload } }) => {
    queue = queue.then(async () => {
      if (type !== 'segment') {
        scope.postMessage({ kind: 'error', id, message: `unknown task ${type}` });
        return;
      }
      try {
        scope.postMessage({ kind: 'progress', id, value: { phase: 'inference' } });
        const value = await segment(payload as SegmentRequest);
        scope.postMessage({ kind: 'result', id, value }, value.ok ? [value.mask.buffer] : []);
      } catch (err) {
        scope.postMessage({ kind: 'error', id, message: String(err) });
      }
    });
  };
  scope.postMessage({ kind: 'ready' });
}

export interface SegmentStub {
  /** How many times the stand-in was served in place of the segmentation worker. */
  served(): number;
  /** Requests for the model's files (`_astro/imgly-…/`): none should be made. */
  modelRequests: string[];
}

/**
 * Serves `page`'s segmentation worker as the stand-in: it answers with `scene`'s stored mask (or the grey PNG
 * `maskFile`, the real model's mask of another photo, e.g. tests/fixtures/images/face/*-mask.png), or with
 * `{ fail: code }` the failure `{ ok: false, code }` (the tool's error path without the model's real failure).
 * Call before `page.goto`. Other worker chunks pass through.
 */
export async function stubSegmentation(
  page: Page,
  scene: keyof typeof SCENES | { fail: SegmentErrorCode } | { maskFile: string },
): Promise<SegmentStub> {
  const mask =
    typeof scene === 'string'
      ? readFileSync(SCENES[scene].mask).toString('base64')
      : 'maskFile' in scene
        ? readFileSync(scene.maskFile).toString('base64')
        : null;
  const fail = typeof scene === 'string' || 'maskFile' in scene ? null : scene.fail;
  const script = `(${standIn.toString()})(${JSON.stringify(mask)}, ${JSON.stringify(fail)});\n`;
  let served = 0;
  const modelRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/imgly-/.test(r.url())) modelRequests.push(r.url());
  });
  await page.route(WORKER_CHUNKS, async (route) => {
    const res = await route.fetch();
    const body = await res.text();
    if (!body.includes(SEGMENT_WORKER_MARK)) return route.fulfill({ response: res, body });
    served += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
  });
  return { served: () => served, modelRequests };
}
