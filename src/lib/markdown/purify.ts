/**
 * The DOMPurify instance behind a Markdown preview's sanitiser: made on a window (the page, or a test DOM, see
 * test-window.ts), refused where DOMPurify cannot parse, given the tool's hooks, and configured once (passing the
 * configuration to every call costs more than sanitising a small block). Every preview drops FORBIDDEN_TAGS.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

export type Sanitize = (html: string) => string;

/** A sanitiser on `win` with `config`; `hooks` adds the tool's own hooks first. */
export function createPurifier(win: WindowLike, config: Config, hooks: (purify: Purifier) => void): Sanitize {
  const purify = DOMPurify(win);
  // Without a DOM to parse in, DOMPurify returns its input unchanged: refuse rather than pass HTML through.
  if (!purify.isSupported) throw new Error('DOMPurify is not supported here');
  hooks(purify);
  purify.setConfig(config);
  return (html) => purify.sanitize(html) as string;
}
