/**
 * Markdown → sanitised HTML blocks as the user types: debounced (longer for long texts), parsed and
 * highlighted in the worker, sanitised on the page a few blocks at a time (DOMPurify needs a DOM). Picked
 * images are resolved during sanitising, so picking one re-sanitises without parsing again. Newest input wins.
 */
import { useEffect, useState } from 'react';
import type { WindowLike } from 'dompurify';
import { useWorkerTask } from '../../lib/worker';
import { MAX_MARKDOWN_CHARS } from './logic';
import type { MarkdownToImageProtocol } from './protocol';
import type { Rendered } from './render';
import { createSanitizer, sanitizeInSteps } from './sanitize';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'markdown-to-image' });

/** Debounce before rendering, ms: short texts feel live, long ones wait for a pause in typing. */
export function debounceFor(length: number): number {
  return length < 20_000 ? 150 : length < 100_000 ? 350 : 700;
}

export type Problem = 'tooDeep' | 'tooLong';

export interface Doc {
  /** Sanitised HTML blocks. */
  blocks: readonly string[];
  /** The readable text (for the fonts). */
  text: string;
  /** The input these blocks belong to. */
  of: string | null;
}

const EMPTY: Doc = { blocks: [], text: '', of: null };

export function useDocument(
  markdown: string,
  enabled: boolean,
  images: ReadonlyMap<string, string>,
  notes: { remote: string; missing: string },
) {
  const task = useWorkerTask<MarkdownToImageProtocol>(createWorker, { idleMs: 60_000 });
  const [rendered, setRendered] = useState<{ of: string; r: Rendered } | null>(null);
  const [doc, setDoc] = useState<Doc>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const run = task.run;

  useEffect(() => {
    if (!enabled) return undefined;
    if (markdown.length > MAX_MARKDOWN_CHARS) {
      setProblem('tooLong');
      return undefined;
    }
    if (markdown.trim() === '') {
      setProblem(null);
      setRendered({ of: markdown, r: { blocks: [], text: '' } });
      return undefined;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      void run('render', { markdown }, { replace: true }).then((result) => {
        if (!result || !live) return;
        if (!result.ok) setProblem(result.error);
        else {
          setProblem(null);
          setRendered({ of: markdown, r: result });
        }
      });
    }, debounceFor(markdown.length));
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [markdown, enabled, run]);

  useEffect(() => {
    if (!rendered) return undefined;
    const stop = new AbortController();
    // Made here, on the page (DOMPurify needs the window): cheap next to sanitising the blocks.
    const sanitize = createSanitizer(window as unknown as WindowLike, {
      lookup: (key) => images.get(key),
      remote: notes.remote,
      missing: notes.missing,
    });
    void sanitizeInSteps(rendered.r.blocks, sanitize, stop.signal).then((blocks) => {
      if (blocks) setDoc({ blocks, text: rendered.r.text, of: rendered.of });
    });
    return () => stop.abort();
  }, [rendered, images, notes.remote, notes.missing]);

  return { doc, current: doc.of === markdown, problem, error: task.error };
}
