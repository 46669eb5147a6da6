/**
 * Elements no user-written HTML may keep, in any preview of ours (DOMPurify's FORBID_TAGS): they run script, load
 * something, take input, or style the page (<style>, <link>), whatever their attributes. Shared by the Markdown
 * renderers (wechat-formatter, markdown-to-image); a tool adds its own on top.
 */
export const FORBIDDEN_TAGS: readonly string[] = [
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'dialog',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'title',
];
