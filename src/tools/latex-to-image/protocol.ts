/** Messages between the latex-to-image island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { MixedLine, TexErrorInfo } from './logic';

export type RenderResult =
  | { ok: true; svg: string; mathml: string }
  /** `line`: in text with maths, the index of the line whose maths failed. */
  | { ok: false; error: TexErrorInfo; line?: number };

export interface LatexToImageProtocol {
  render: Task<{ tex: string; display: boolean }, RenderResult>;
  /** Text with maths: each line drawn, then stacked into one picture. */
  renderMixed: Task<{ lines: MixedLine[] }, RenderResult>;
}
