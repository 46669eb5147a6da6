/** The navigation bar's sizes that its client scripts read too (kept apart from logic.ts, which reads the registry). */
/**
 * From this viewport width the category tabs and their dropdowns show (Tailwind's `md`). From 768 to 1023 px
 * the tabs carry short labels (`nav.short.*`), the logo drops the site name, search and language are icons,
 * and the menu button stays as the "more" menu (login and every link). Measured with Noto CJK at 768 px, the
 * tabs end 31 px (en), 74 (ja), 88 (ko) and 107 (zh) before the controls (tests/e2e/header-tablet.spec.ts).
 */
export const TABS_MIN_WIDTH = 768;
/**
 * Below this width the menu button shows (the mobile menu, which also holds the login link and the user); from
 * it the tabs have their full labels and the login button sits in the bar (Tailwind's `lg`).
 */
export const DESKTOP_MIN_WIDTH = 1024;
/** Length of the mobile menu's slide-in. */
export const MOBILE_MENU_TRANSITION_MS = 300;
