/**
 * The inline script at the top of every page's <head>. It runs before first paint:
 *  - applies the dark or light theme (stored choice, else the system's);
 *  - marks <html> with the class `js`, so controls that only work with scripts (`data-js-only`, see global.css)
 *    take their place from the first paint instead of appearing later and pushing the page down;
 *  - marks <html> with `dev-banner-open` when the visitor left the development-mode notice open, so the notice
 *    is drawn in its stored state from the first paint (DevModeAids.astro);
 *  - sends a page opened in a language other than the stored preference to the stored language. Open-redirect
 *    guard: runs of slashes and backslashes in the path collapse to one slash (`/en//evil.example` must not
 *    become the protocol-relative `//evil.example`), and the target is followed only when its origin is the
 *    page's own.
 * Kept as a function of its inputs so a test can run it.
 */
import { BASE, DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES, withBase } from '../i18n/locales';

export const THEME_STORAGE_KEY = 'theme';
/** '0' when the visitor opened the development-mode notice; anything else (or nothing) keeps it collapsed. */
export const DEV_BANNER_COLLAPSED_KEY = 'devAuth.bannerCollapsed';

/**
 * `pageLocale` null: the page picks its language itself (the 404 page), so never redirect.
 * `base`: the prefix the site is served under (`/toolbox/`): the language prefix is read and written after it,
 * and a page outside it is never redirected.
 */
export function headScript(pageLocale: string | null, base: string = BASE): string {
  const cfg = JSON.stringify({
    page: pageLocale,
    locales: LOCALES,
    def: DEFAULT_LOCALE,
    lk: LANGUAGE_STORAGE_KEY,
    tk: THEME_STORAGE_KEY,
    bk: DEV_BANNER_COLLAPSED_KEY,
    b: withBase('/', base).slice(0, -1),
  });
  return `(function(c){var d=document.documentElement,s=null,t=null,o=null;try{s=localStorage.getItem(c.lk);t=localStorage.getItem(c.tk);o=localStorage.getItem(c.bk)}catch(e){}
var dark=t?t==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;d.classList.toggle('dark',dark);d.style.colorScheme=dark?'dark':'light';
d.classList.toggle('js',true);d.classList.toggle('dev-banner-open',o==='0');
if(c.page&&s&&s!==c.page&&c.locales.indexOf(s)>=0){var p=location.pathname.replace(/[\\/\\\\]+/g,'/');if(c.b){if(p===c.b)p='/';else if(p.indexOf(c.b+'/')===0)p=p.slice(c.b.length);else return}
var f=p.split('/')[1];if(f&&f!==c.def&&c.locales.indexOf(f)>=0){p=p.slice(f.length+1)||'/'}
if(p.charAt(0)!=='/')p='/'+p;try{var u=new URL(c.b+(s===c.def?p:'/'+s+(p==='/'?'/':p))+location.search+location.hash,location.href);if(u.origin===location.origin)location.replace(u.href)}catch(e){}}})(${cfg});`;
}
