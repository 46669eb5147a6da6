/** Messages between the wechat-formatter island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Rendered, RenderOptions } from './logic';

/** The article, or why it could not be rendered (shown translated). */
export type RenderResult = ({ ok: true } & Rendered) | { ok: false; error: 'tooDeep' };

export interface WechatFormatterProtocol {
  render: Task<{ markdown: string } & RenderOptions, RenderResult>;
}
