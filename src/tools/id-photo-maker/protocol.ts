/** Messages between the id-photo-maker island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Summary } from './logic';

export type { Summary };

export interface IdPhotoMakerProtocol {
  summarize: Task<{ text: string }, Summary>;
}
