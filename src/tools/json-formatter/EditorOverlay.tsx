import type { EditorsState } from './useEditors';

/**
 * Covers an editor's place while CodeMirror loads, or says that it could not be loaded. Nothing before
 * CodeMirror is asked for ('plain'): the output is empty then.
 */
export function EditorOverlay({ state, loading, failed }: { state: EditorsState; loading: string; failed: string }) {
  if (state === 'ready' || state === 'plain') return null;
  return (
    <div className="absolute inset-0 flex items-center justify-center gap-2 rounded-lg bg-white/80 text-sm text-slate-600 dark:bg-slate-900/80 dark:text-slate-300">
      {state === 'loading' ? (
        <>
          <span className="spinner h-4 w-4" aria-hidden="true" />
          {loading}
        </>
      ) : (
        <span className="error-text" role="alert">
          {failed}
        </span>
      )}
    </div>
  );
}
