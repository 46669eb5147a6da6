/** The navigation bar's sizes that its client scripts read too (kept apart from logic.ts, which reads the registry). */
/**
 * Below this viewport width there are no dropdowns and the mobile menu replaces the tabs (Tailwind's `lg`).
 * The five tabs, the site name and the login button need about 900 px in the widest language (measured with
 * Noto CJK at 1024 px); at 768 px they wrapped or overflowed, so the mobile menu takes over below 1024.
 */
export const DESKTOP_MIN_WIDTH = 1024;
/** Length of the mobile menu's slide-in. */
export const MOBILE_MENU_TRANSITION_MS = 300;
