/** Messages between the markdown-to-image island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Summary } from './logic';

export type { Summary };

export interface MarkdownToImageProtocol {
  summarize: Task<{ text: string }, Summary>;
}
