/**
 * The header's user area, in plain TypeScript so content pages stay light (no framework).
 *  - Development mode: reads the demo user from localStorage and shows the login link, or an avatar with
 *    a DEV badge and a dropdown (name, email, profile, logout); the mobile menu shows the login link or
 *    the user with a logout control.
 *  - Clerk mode: shows the login link; only when a Clerk session is likely (hint.ts) does it load Clerk,
 *    lazily and after the page is idle, and mount Clerk's user button. Clerk failing to load leaves the
 *    login link; nothing here ever delays other scripts or islands.
 */
import { AUTH_CHANGE_EVENT, DEMO_USER_KEY, demoSignOut, demoUserWithProfile, readDemoUser } from '../auth/demo';
import { LOCAL_PROFILE_KEY } from '../data/local-repository';
import { hasClerkSessionHint } from '../auth/hint';
import { placeholderAvatar } from '../auth/placeholder-avatar';
import type { AppUser } from '../auth/types';
import { withBase } from '../i18n/locales';

interface Area {
  root: HTMLElement;
  mobile: boolean;
  login: HTMLElement | null;
  template: HTMLTemplateElement | null;
  view: HTMLElement | null;
}

type Logout = () => void;

function userName(user: AppUser): string {
  return (
    user.fullName?.trim() ||
    [user.firstName, user.lastName].filter(Boolean).join(' ') ||
    user.primaryEmailAddress?.emailAddress ||
    user.id
  );
}

function fill(view: HTMLElement, user: AppUser): void {
  const name = userName(user);
  view.querySelectorAll<HTMLElement>('[data-user-name]').forEach((el) => (el.textContent = name));
  view
    .querySelectorAll<HTMLElement>('[data-user-email]')
    .forEach((el) => (el.textContent = user.primaryEmailAddress?.emailAddress ?? ''));
  view.querySelectorAll<HTMLImageElement>('img[data-user-avatar]').forEach((img) => {
    const fallback = placeholderAvatar(name);
    img.onerror = () => {
      img.onerror = null;
      img.src = fallback;
    };
    img.src = user.imageUrl || fallback;
  });
  const label = view.querySelector<HTMLElement>('[data-user-menu-label]');
  if (label?.dataset.template) label.textContent = label.dataset.template.replace('{name}', name);
}

function wireMenu(view: HTMLElement): void {
  const button = view.querySelector<HTMLButtonElement>('[data-user-menu-button]');
  const panel = view.querySelector<HTMLElement>('[data-user-menu-panel]');
  if (!button || !panel) return;
  const set = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', (e) => {
    e.stopPropagation();
    set(!!panel.hidden);
  });
  document.addEventListener('click', (e) => {
    if (!panel.hidden && !view.contains(e.target as Node)) set(false);
  });
  view.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      e.stopPropagation();
      set(false);
      button.focus();
    }
  });
  view.addEventListener('focusout', (e) => {
    if (!panel.hidden && e.relatedTarget && !view.contains(e.relatedTarget as Node)) set(false);
  });
}

/** Shows `user` in an area (null: the login link). `logout` runs the mode's sign-out. */
function render(area: Area, user: AppUser | null, logout: Logout): HTMLElement | null {
  if (!user) {
    area.view?.remove();
    area.view = null;
    if (area.login) area.login.hidden = false;
    return null;
  }
  if (!area.view && area.template) {
    const view = document.createElement('div');
    view.dataset.userSignedInView = '';
    view.append(area.template.content.cloneNode(true));
    view.querySelectorAll<HTMLElement>('[data-user-logout]').forEach((b) =>
      b.addEventListener('click', () => {
        const focusLogin = view.contains(document.activeElement);
        logout();
        if (focusLogin) area.login?.focus();
      }),
    );
    wireMenu(view);
    area.root.append(view);
    area.view = view;
  }
  if (area.login) area.login.hidden = true;
  if (area.view) fill(area.view, user);
  return area.view;
}

function findAreas(): Area[] {
  return [...document.querySelectorAll<HTMLElement>('[data-user-area], [data-mobile-user-area]')].map((root) => ({
    root,
    mobile: root.hasAttribute('data-mobile-user-area'),
    login: root.querySelector<HTMLElement>('[data-login-link]'),
    template: root.querySelector<HTMLTemplateElement>('template[data-user-signed-in]'),
    view: null,
  }));
}

function initDemo(areas: Area[]): void {
  const logout = () => demoSignOut();
  const sync = () => {
    // The saved profile's name and avatar: a rename on /profile shows here at once and after a reload.
    const user = demoUserWithProfile(readDemoUser());
    for (const a of areas) render(a, user, logout);
  };
  sync();
  window.addEventListener(AUTH_CHANGE_EVENT, sync);
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === DEMO_USER_KEY || e.key === LOCAL_PROFILE_KEY) sync();
  });
}

function initClerk(areas: Area[], urls: { home: string; login: string; signUp: string }): void {
  if (!hasClerkSessionHint()) return;
  const start = () => {
    import('../auth/clerk')
      .then(async (clerk) => {
        await clerk.startClerk({ signInUrl: urls.login, signUpUrl: urls.signUp, afterSignOutUrl: urls.home });
        let unmount: (() => void) | null = null;
        const logout = () => void clerk.clerkSignOut(urls.home);
        clerk.watchClerkUser((user) => {
          for (const a of areas) {
            const view = render(a, user, logout);
            const slot = view?.querySelector<HTMLDivElement>('[data-clerk-user-button]');
            if (slot && !unmount) unmount = clerk.mountClerkUserButton(slot, urls.home);
          }
          if (!user && unmount) {
            unmount();
            unmount = null;
          }
        });
      })
      .catch((err: unknown) => console.warn('Clerk could not be loaded; the header shows the login link', err));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 200);
}

export function initUserArea(): void {
  const areas = findAreas();
  const tpl = areas.find((a) => !a.mobile)?.template;
  if (!tpl) return;
  if (tpl.dataset.authMode === 'clerk') {
    initClerk(areas, {
      home: tpl.dataset.home ?? withBase('/'),
      login: tpl.dataset.login ?? withBase('/login'),
      signUp: tpl.dataset.signUp ?? withBase('/sign-up'),
    });
  } else {
    initDemo(areas);
  }
}
