/**
 * The one translated message for an image the kit refused before decoding it (src/lib/image/dimensions.ts:
 * `inspectImage`): empty, another format, not an image, damaged, or too large with its size and the limit.
 * `named`: the too-large message starts with the file's name, for a list of several files. Also the message for a
 * failed segmentation (`segmentErrorMessage`), whose "too large" is the same message.
 */
import type { UiKey } from '../../../i18n/keys';
import type { TFunction } from '../../../i18n/translate';
import { IMAGE_LIMITS, tooLargeParams } from '../../../lib/image/canvas-limits';
import type { ImageProblem } from '../../../lib/image/dimensions';
import type { SegmentErrorCode } from '../../../lib/segment/protocol';

export function imageProblemMessage(
  ui: TFunction<UiKey>,
  lng: string,
  name: string,
  problem: ImageProblem,
  named = false,
): string {
  switch (problem.reason) {
    case 'tooLarge': {
      const message = ui('image.tooLarge', tooLargeParams(problem, lng));
      return named ? ui('image.named', { name, message }) : message;
    }
    case 'other':
      return ui('image.other', { name, other: problem.other });
    default:
      return ui(`image.${problem.reason}`, { name });
  }
}

/**
 * The translated message for a failed segmentation (src/lib/segment): a picture over the kit's pixel limit gets
 * the kit's one "too large" message with its size (the same as a refusal from the header), the others their own.
 */
export function segmentErrorMessage(
  ui: TFunction<UiKey>,
  lng: string,
  e: { code: SegmentErrorCode; width?: number; height?: number },
): string {
  if (e.code === 'too-large' && e.width && e.height) {
    return ui('image.tooLarge', tooLargeParams({ width: e.width, height: e.height, ...IMAGE_LIMITS }, lng));
  }
  // Without a size, the limit alone (the same numbers as the kit's message).
  const { side, mp } = tooLargeParams({ width: 0, height: 0, ...IMAGE_LIMITS }, lng);
  return ui(`segment.error.${e.code}`, { side, mp });
}
