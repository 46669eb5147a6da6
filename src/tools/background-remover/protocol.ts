/** Messages between the background-remover island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Summary } from './logic';

export type { Summary };

export interface BackgroundRemoverProtocol {
  summarize: Task<{ text: string }, Summary>;
}
