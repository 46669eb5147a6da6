/** Messages between the markdown-to-image island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Rendered } from './render';

/** The document's HTML blocks and text, or why it could not be rendered (shown translated). */
export type RenderResult = ({ ok: true } & Rendered) | { ok: false; error: 'tooDeep' };

export interface MarkdownToImageProtocol {
  render: Task<{ markdown: string }, RenderResult>;
}
