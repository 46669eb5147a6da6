/** Messages between the latex-to-image island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { TexErrorInfo } from './logic';

export type RenderResult = { ok: true; svg: string; mathml: string } | { ok: false; error: TexErrorInfo };

export interface LatexToImageProtocol {
  render: Task<{ tex: string; display: boolean }, RenderResult>;
}
