/**
 * The one translated message for an image the kit refused before decoding it (src/lib/image/dimensions.ts:
 * `inspectImage`): empty, another format, not an image, damaged, or too large with its size and the limit.
 * `named`: the too-large message starts with the file's name, for a list of several files.
 */
import type { UiKey } from '../../../i18n/keys';
import type { TFunction } from '../../../i18n/translate';
import { tooLargeParams } from '../../../lib/image/canvas-limits';
import type { ImageProblem } from '../../../lib/image/dimensions';

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
