/**
 * What the lazily loaded search palette borrows from the navigation script. A type of its own, so that
 * search-palette.ts and nav.ts do not import each other.
 */
export interface PaletteHooks {
  /** Registers a closer for Escape (the newest open menu closes first). */
  pushEscape(close: () => void): void;
  popEscape(close: () => void): void;
  /** Locks (true) or releases (false) page scrolling; calls nest. */
  lockScroll(lock: boolean): void;
  /** Keeps Tab and Shift-Tab inside `container`. */
  trapFocus(container: HTMLElement, e: KeyboardEvent): void;
}
