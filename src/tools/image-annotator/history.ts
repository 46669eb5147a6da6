/**
 * Undo/redo as a reducer over immutable document snapshots: `commit` records a new state (and forgets what
 * could be redone), `undo`/`redo` step through the record, `reset` starts over (a new image). Pure.
 */

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export type HistoryAction<T> =
  { type: 'commit'; state: T } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; state: T };

/** How many steps back undo can go. */
export const HISTORY_LIMIT = 200;

export function initHistory<T>(state: T): History<T> {
  return { past: [], present: state, future: [] };
}

export function historyReducer<T>(h: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'commit': {
      if (action.state === h.present) return h;
      const past = [...h.past, h.present];
      if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
      return { past, present: action.state, future: [] };
    }
    case 'undo': {
      if (!h.past.length) return h;
      return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] };
    }
    case 'redo': {
      if (!h.future.length) return h;
      return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) };
    }
    case 'reset':
      return initHistory(action.state);
  }
}

export const canUndo = (h: History<unknown>) => h.past.length > 0;
export const canRedo = (h: History<unknown>) => h.future.length > 0;
