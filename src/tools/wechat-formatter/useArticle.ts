/**
 * Turns the Markdown into the sanitised preview HTML as the user types: debounced (longer for long texts),
 * rendered in the worker, sanitised on the page a few blocks at a time (DOMPurify needs a DOM), so typing in
 * a 200 KB article never waits for the conversion. The newest input wins; older runs are dropped.
 */
import { useEffect, useRef, useState } from 'react';
import { useWorkerTask } from '../../lib/worker';
import type { TextCounts } from './logic';
import type { WechatFormatterProtocol } from './protocol';
import { createSanitizer, sanitizeInSteps, type Sanitize } from './sanitize';
import type { ThemeId } from './themes';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'wechat-formatter' });

/** Debounce before converting, ms: short texts feel live, long ones wait for a pause in typing. */
export function debounceFor(length: number): number {
  return length < 20_000 ? 120 : length < 100_000 ? 300 : 600;
}

/**
 * Longest Markdown formatted, in characters: far beyond a WeChat article (its editor takes about 20,000
 * characters of text), and short enough that the phone preview lays out without freezing the page.
 */
export const MAX_MARKDOWN_CHARS = 500_000;

/** Why there is no preview: nesting too deep to parse, or a text over {@link MAX_MARKDOWN_CHARS}. */
export type Problem = 'tooDeep' | 'tooLong';

export interface Article {
  /** Sanitised HTML of the article's blocks (preview form: see sanitize.ts). */
  blocks: readonly string[];
  counts: TextCounts;
  footnotes: number;
  /** The input and theme this HTML belongs to. */
  of: { markdown: string; theme: ThemeId } | null;
}

const EMPTY: Article = { blocks: [], counts: { characters: 0, words: 0 }, footnotes: 0, of: null };

export function useArticle(markdown: string, theme: ThemeId, referencesTitle: string, enabled: boolean) {
  const task = useWorkerTask<WechatFormatterProtocol>(createWorker, { idleMs: 60_000 });
  const [article, setArticle] = useState<Article>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const sanitizer = useRef<Sanitize | null>(null);
  const cache = useRef(new Map<string, string>());
  const run = task.run;

  useEffect(() => {
    if (!enabled) return undefined;
    const stop = new AbortController();
    if (markdown.trim() === '') {
      setArticle({ ...EMPTY, of: { markdown, theme } });
      setProblem(null);
      return undefined;
    }
    if (markdown.length > MAX_MARKDOWN_CHARS) {
      setProblem('tooLong');
      return undefined;
    }
    const timer = window.setTimeout(() => {
      void (async () => {
        // A newer text replaces a render still running (a pathological one must not hold up the next).
        const result = await run('render', { markdown, theme, referencesTitle }, { replace: true });
        if (!result || stop.signal.aborted) return;
        if (!result.ok) {
          setProblem(result.error);
          return;
        }
        sanitizer.current ??= createSanitizer();
        const blocks = await sanitizeInSteps(result.blocks, result.raw, sanitizer.current, cache.current, stop.signal);
        if (blocks === null) return;
        setProblem(null);
        setArticle({ blocks, counts: result.counts, footnotes: result.footnotes, of: { markdown, theme } });
      })();
    }, debounceFor(markdown.length));
    return () => {
      stop.abort();
      window.clearTimeout(timer);
    };
  }, [markdown, theme, referencesTitle, enabled, run]);

  const current = article.of?.markdown === markdown && article.of.theme === theme;
  return { article, current, problem, error: task.error };
}
