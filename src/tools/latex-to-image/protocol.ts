/** Messages between the latex-to-image island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Summary } from './logic';

export type { Summary };

export interface LatexToImageProtocol {
  summarize: Task<{ text: string }, Summary>;
}
