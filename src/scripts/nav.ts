/**
 * Behaviour of the navigation bar: category dropdowns, language menu, theme toggle, mobile menu and the
 * search shortcut. Plain DOM code (no framework) so content pages stay tiny.
 */
import { DESKTOP_MIN_WIDTH, MOBILE_MENU_TRANSITION_MS } from '../components/nav/sizes';
import { isLocale, localizePath, splitLocale, stripBase, LANGUAGE_STORAGE_KEY, type Locale } from '../i18n/locales';
import { THEME_STORAGE_KEY } from '../lib/head-script';
import { initDropdowns } from './nav-dropdowns';
import type { PaletteHooks } from './palette-hooks';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Closers for whatever menu is open, newest last; Escape runs the last one. */
const escapeStack: Array<() => void> = [];

function pushEscape(close: () => void): void {
  const i = escapeStack.indexOf(close);
  if (i >= 0) escapeStack.splice(i, 1);
  escapeStack.push(close);
}
function popEscape(close: () => void): void {
  const i = escapeStack.indexOf(close);
  if (i >= 0) escapeStack.splice(i, 1);
}

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (err) {
    console.warn(`Could not save ${key} in localStorage`, err);
  }
}

function pageLocale(): Locale {
  const l = document.documentElement.dataset.locale;
  return isLocale(l) ? l : splitLocale(stripBase(location.pathname)).locale;
}

function urlIn(locale: Locale): string {
  return localizePath(splitLocale(stripBase(location.pathname)).path, locale) + location.search + location.hash;
}

/** Saves the choice, tells listeners, and opens the same page in that language. */
export function switchLanguage(locale: Locale): void {
  storageSet(LANGUAGE_STORAGE_KEY, locale);
  window.dispatchEvent(new CustomEvent('languageChange', { detail: { language: locale } }));
  if (locale !== pageLocale()) location.assign(urlIn(locale));
}

function initLanguageMenu(root: HTMLElement): void {
  const trigger = root.querySelector<HTMLButtonElement>('[data-lang-trigger]');
  const list = root.querySelector<HTMLElement>('[data-lang-list]');
  if (!trigger || !list) return;
  const close = (focus: boolean): void => {
    list.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    popEscape(escapeClose);
    if (focus) trigger.focus();
  };
  const escapeClose = (): void => close(true);
  trigger.addEventListener('click', () => {
    if (list.hidden) {
      list.hidden = false;
      trigger.setAttribute('aria-expanded', 'true');
      pushEscape(escapeClose);
      list.querySelector<HTMLElement>('a[aria-current]')?.focus();
    } else close(false);
  });
  document.addEventListener('click', (e) => {
    if (!list.hidden && !root.contains(e.target as Node)) close(false);
  });
  root.addEventListener('focusout', (e) => {
    if (!list.hidden && !root.contains(e.relatedTarget as Node | null)) close(false);
  });
  for (const a of list.querySelectorAll<HTMLAnchorElement>('a[data-lang]')) {
    a.addEventListener('click', (e) => {
      const l = a.dataset.lang;
      if (!isLocale(l)) return;
      e.preventDefault();
      close(false);
      switchLanguage(l);
    });
  }
}

/** Another tab changed the language: follow it. */
function initStorageSync(): void {
  window.addEventListener('storage', (e) => {
    if (e.key === LANGUAGE_STORAGE_KEY && isLocale(e.newValue) && e.newValue !== pageLocale()) {
      location.replace(urlIn(e.newValue));
    }
  });
}

function initTheme(button: HTMLButtonElement | null): void {
  const root = document.documentElement;
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = (dark: boolean): void => {
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    button?.setAttribute('aria-pressed', String(dark));
  };
  apply(root.classList.contains('dark'));
  button?.addEventListener('click', () => {
    const dark = !root.classList.contains('dark');
    storageSet(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
    apply(dark);
  });
  system.addEventListener('change', (e) => {
    if (!storageGet(THEME_STORAGE_KEY)) apply(e.matches);
  });
}

/** Tab and Shift-Tab wrap inside `container`. */
export function trapFocus(container: HTMLElement, e: KeyboardEvent): void {
  if (e.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !container.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !container.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

let scrollLocks = 0;
export function lockScroll(lock: boolean): void {
  scrollLocks = Math.max(0, scrollLocks + (lock ? 1 : -1));
  const value = scrollLocks > 0 ? 'hidden' : '';
  document.documentElement.style.overflow = value;
  document.body.style.overflow = value;
}

function initMobileMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  const trigger = document.querySelector<HTMLButtonElement>('[data-mobile-open]');
  const panel = menu?.querySelector<HTMLElement>('[data-mobile-panel]');
  const overlay = menu?.querySelector<HTMLElement>('[data-mobile-overlay]');
  if (!menu || !trigger || !panel || !overlay) return;
  let closeTimer: number | undefined;
  let isOpen = false;

  const onKey = (e: KeyboardEvent): void => trapFocus(panel, e);
  const close = (): void => {
    if (!isOpen) return;
    isOpen = false;
    panel.classList.add('translate-x-full');
    overlay.classList.replace('opacity-100', 'opacity-0');
    trigger.setAttribute('aria-expanded', 'false');
    lockScroll(false);
    document.removeEventListener('keydown', onKey);
    popEscape(close);
    closeTimer = window.setTimeout(() => {
      menu.hidden = true;
    }, MOBILE_MENU_TRANSITION_MS);
    trigger.focus();
  };
  const open = (): void => {
    window.clearTimeout(closeTimer);
    isOpen = true;
    menu.hidden = false;
    void panel.offsetWidth; // start the transition from the hidden position
    panel.classList.remove('translate-x-full');
    overlay.classList.replace('opacity-0', 'opacity-100');
    trigger.setAttribute('aria-expanded', 'true');
    lockScroll(true);
    document.addEventListener('keydown', onKey);
    pushEscape(close);
    panel.querySelector<HTMLElement>('[data-mobile-close]')?.focus();
  };
  trigger.addEventListener('click', open);
  overlay.addEventListener('click', close);
  panel.querySelector('[data-mobile-close]')?.addEventListener('click', close);
  panel.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) close();
  });
  window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).addEventListener('change', (e) => {
    if (e.matches) close();
  });
}

function initSearchShortcut(): void {
  let palette: Promise<typeof import('./search-palette')> | null = null;
  const openPalette = (trigger: HTMLElement | null): void => {
    palette ??= import('./search-palette');
    const hooks: PaletteHooks = { pushEscape, popEscape, lockScroll, trapFocus };
    void palette.then((m) => m.openSearchPalette(trigger, hooks));
  };
  for (const btn of document.querySelectorAll<HTMLElement>('[data-search-open]')) {
    btn.addEventListener('click', () => openPalette(btn));
  }
  document.addEventListener('keydown', (e) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      openPalette(document.activeElement as HTMLElement | null);
    }
  });
}

export function initNav(): void {
  const nav = document.querySelector<HTMLElement>('[data-nav]');
  if (nav) initDropdowns(nav, { pushEscape, popEscape });
  const lang = document.querySelector<HTMLElement>('[data-lang-menu]');
  if (lang) initLanguageMenu(lang);
  initStorageSync();
  initTheme(document.querySelector<HTMLButtonElement>('[data-theme-toggle]'));
  initMobileMenu();
  initSearchShortcut();
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && escapeStack.length > 0) {
      e.preventDefault();
      escapeStack[escapeStack.length - 1]?.();
    }
  });
  // A page restored from the back/forward cache must never show a stuck "opening" spinner.
  window.addEventListener('pageshow', () => window.dispatchEvent(new Event('clearLoadingState')));
}
