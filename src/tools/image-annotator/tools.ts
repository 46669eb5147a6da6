/** The toolbar's tools, their shortcut letters, and the keyboard rules. Pure. */
import type { Tool } from './shapes';

/** The tools in toolbar order, each with its single-letter shortcut. */
export const TOOLS: readonly { tool: Tool; key: string }[] = [
  { tool: 'select', key: 'V' },
  { tool: 'hand', key: 'H' },
  { tool: 'rect', key: 'R' },
  { tool: 'ellipse', key: 'E' },
  { tool: 'arrow', key: 'A' },
  { tool: 'line', key: 'L' },
  { tool: 'pen', key: 'P' },
  { tool: 'highlighter', key: 'I' },
  { tool: 'text', key: 'T' },
  { tool: 'step', key: 'N' },
  { tool: 'mosaic', key: 'M' },
  { tool: 'blur', key: 'B' },
  { tool: 'crop', key: 'C' },
];

export type KeyCommand =
  | { type: 'tool'; tool: Tool }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'delete' }
  | { type: 'deselect' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'fit' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The command a key press means, or null. Ctrl (⌘ on a Mac) + Z undoes, with Shift redoes, Ctrl+Y redoes;
 * a letter alone picks a tool; Delete/Backspace deletes the selection; Escape deselects; + − 0 zoom.
 * The caller skips key presses inside text fields.
 */
export function keyCommand(e: KeyLike): KeyCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  const k = e.key.length === 1 ? e.key.toUpperCase() : e.key;
  if (mod && !e.altKey) {
    if (k === 'Z') return e.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (k === 'Y' && !e.shiftKey) return { type: 'redo' };
    return null;
  }
  if (e.altKey) return null;
  if (k === 'Delete' || k === 'Backspace') return { type: 'delete' };
  if (k === 'Escape') return { type: 'deselect' };
  if (k === '+' || k === '=') return { type: 'zoomIn' };
  if (k === '-') return { type: 'zoomOut' };
  if (k === '0') return { type: 'fit' };
  if (e.shiftKey) return null;
  const hit = TOOLS.find((t) => t.key === k);
  return hit ? { type: 'tool', tool: hit.tool } : null;
}

/** Whether a key press happens while typing (an input, a text area, a select or editable content). */
export function isTypingTarget(el: EventTarget | null): boolean {
  if (!el || typeof (el as Element).closest !== 'function') return false;
  const node = el as HTMLElement;
  if (node.isContentEditable) return true;
  const tag = node.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (node as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset'].includes(type);
}
