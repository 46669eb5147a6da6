// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { TOOLS, isTypingTarget, keyCommand } from './tools';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyCommand', () => {
  it('undo and redo with Ctrl or ⌘', () => {
    expect(keyCommand(key('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(keyCommand(key('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(keyCommand(key('y', { ctrlKey: true }))).toEqual({ type: 'redo' });
    expect(keyCommand(key('z', { metaKey: true }))).toEqual({ type: 'undo' });
    expect(keyCommand(key('c', { ctrlKey: true }))).toBeNull();
  });

  it('a letter alone picks its tool, in either case; with Shift or Alt it does nothing', () => {
    expect(keyCommand(key('r'))).toEqual({ type: 'tool', tool: 'rect' });
    expect(keyCommand(key('M'))).toEqual({ type: 'tool', tool: 'mosaic' });
    expect(keyCommand(key('r', { shiftKey: true }))).toBeNull();
    expect(keyCommand(key('r', { altKey: true }))).toBeNull();
    expect(keyCommand(key('q'))).toBeNull();
  });

  it('delete, escape and zoom keys', () => {
    expect(keyCommand(key('Delete'))).toEqual({ type: 'delete' });
    expect(keyCommand(key('Backspace'))).toEqual({ type: 'delete' });
    expect(keyCommand(key('Escape'))).toEqual({ type: 'deselect' });
    expect(keyCommand(key('+'))).toEqual({ type: 'zoomIn' });
    expect(keyCommand(key('='))).toEqual({ type: 'zoomIn' });
    expect(keyCommand(key('-'))).toEqual({ type: 'zoomOut' });
    expect(keyCommand(key('0'))).toEqual({ type: 'fit' });
  });

  it('every tool has its own letter', () => {
    const keys = TOOLS.map((t) => t.key);
    expect(new Set(keys).size).toBe(TOOLS.length);
    expect(keys.join('')).toBe('VHREALPITNMBC');
  });
});

describe('isTypingTarget', () => {
  it('text fields are typing targets; buttons, checkboxes and the page are not', () => {
    const el = (html: string) => {
      const d = document.createElement('div');
      d.innerHTML = html;
      return d.firstElementChild;
    };
    expect(isTypingTarget(el('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(el('<input type="text">'))).toBe(true);
    expect(isTypingTarget(el('<input>'))).toBe(true);
    expect(isTypingTarget(el('<input type="number">'))).toBe(true);
    expect(isTypingTarget(el('<select></select>'))).toBe(true);
    expect(isTypingTarget(el('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(el('<input type="range">'))).toBe(false);
    expect(isTypingTarget(el('<button></button>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
