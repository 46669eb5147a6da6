/**
 * The category dropdowns of the desktop header, following the WAI-ARIA disclosure navigation pattern: each tab
 * is a link plus a button (`aria-expanded`, `aria-controls`) that shows its list. Pointer: hovering shows it,
 * leaving hides it after a delay. Keyboard: Enter/Space on the button toggles it, ArrowDown opens it and moves
 * to the first item, ArrowUp/ArrowDown/Home/End move between items, Escape closes and returns focus to the
 * button, and Tab out of the tab closes it. An open dropdown shifts left so that it stays inside the viewport.
 */
import { TABS_MIN_WIDTH } from '../components/nav/sizes';
import { dropdownShift } from '../components/nav/placement';

export interface EscapeHooks {
  pushEscape(close: () => void): void;
  popEscape(close: () => void): void;
}

/** Gap kept between an open dropdown and the viewport's edge, in px. */
const EDGE_GAP = 8;

export function initDropdowns(nav: HTMLElement, hooks: EscapeHooks): void {
  const delay = Number(nav.dataset.hideDelay ?? 150);
  const desktop = window.matchMedia(`(min-width: ${TABS_MIN_WIDTH}px)`);
  let openTab: HTMLElement | null = null;
  /** Opened by a click or the keyboard: stays open when the pointer leaves. */
  let pinned = false;
  let hideTimer: number | undefined;

  const parts = (tab: HTMLElement) => ({
    dropdown: tab.querySelector<HTMLElement>('[data-dropdown]'),
    toggle: tab.querySelector<HTMLButtonElement>('[data-tab-toggle]'),
  });
  const items = (tab: HTMLElement): HTMLElement[] => [...tab.querySelectorAll<HTMLElement>('[data-dropdown] a[href]')];

  const place = (dropdown: HTMLElement): void => {
    dropdown.style.left = '';
    const box = dropdown.getBoundingClientRect();
    const shift = dropdownShift(box.left, box.width, document.documentElement.clientWidth, EDGE_GAP);
    if (shift !== 0) dropdown.style.left = `${shift}px`;
  };

  const hideNow = (): void => {
    window.clearTimeout(hideTimer);
    if (!openTab) return;
    const { dropdown, toggle } = parts(openTab);
    if (dropdown) dropdown.hidden = true;
    toggle?.setAttribute('aria-expanded', 'false');
    hooks.popEscape(escapeClose);
    openTab = null;
    pinned = false;
  };
  const escapeClose = (): void => {
    const toggle = openTab ? parts(openTab).toggle : null;
    hideNow();
    toggle?.focus();
  };
  const show = (tab: HTMLElement, pin: boolean): void => {
    window.clearTimeout(hideTimer);
    if (!desktop.matches) return;
    const { dropdown, toggle } = parts(tab);
    if (!dropdown) return;
    if (openTab && openTab !== tab) hideNow();
    dropdown.hidden = false;
    place(dropdown);
    toggle?.setAttribute('aria-expanded', 'true');
    openTab = tab;
    pinned ||= pin;
    hooks.pushEscape(escapeClose);
  };
  const scheduleHide = (): void => {
    window.clearTimeout(hideTimer);
    hideTimer = window.setTimeout(hideNow, delay);
  };
  const focusItem = (tab: HTMLElement, index: number): void => {
    const list = items(tab);
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  for (const tab of nav.querySelectorAll<HTMLElement>('[data-tab]')) {
    const { dropdown, toggle } = parts(tab);
    if (!dropdown || !toggle) continue;
    tab.addEventListener('mouseenter', () => show(tab, false));
    tab.addEventListener('mouseleave', () => {
      if (!pinned) scheduleHide();
    });
    dropdown.addEventListener('mouseenter', () => window.clearTimeout(hideTimer));
    toggle.addEventListener('click', () => {
      if (openTab === tab && pinned) hideNow();
      else show(tab, true);
    });
    toggle.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      show(tab, true);
      focusItem(tab, e.key === 'ArrowDown' ? 0 : -1);
    });
    dropdown.addEventListener('keydown', (e) => {
      const list = items(tab);
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
      const index = next[e.key];
      if (index === undefined) return;
      e.preventDefault();
      focusItem(tab, index);
    });
    tab.addEventListener('focusout', (e) => {
      if (openTab === tab && !tab.contains(e.relatedTarget as Node | null)) hideNow();
    });
  }
  document.addEventListener('click', (e) => {
    if (openTab && pinned && !openTab.contains(e.target as Node)) hideNow();
  });
  desktop.addEventListener('change', () => {
    if (!desktop.matches) hideNow();
  });
  window.addEventListener('resize', () => {
    const dropdown = openTab ? parts(openTab).dropdown : null;
    if (dropdown) place(dropdown);
  });
}
