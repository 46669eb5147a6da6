/**
 * The inline script at the top of every page's <head>. It runs before first paint:
 *  - applies the dark or light theme (stored choice, else the system's);
 *  - sends a page opened in a language other than the stored preference to the stored language.
 * Kept as a function of its inputs so a test can run it.
 */
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES } from '../i18n/locales';

export const THEME_STORAGE_KEY = 'theme';

/** `pageLocale` null: the page picks its language itself (the 404 page), so never redirect. */
export function headScript(pageLocale: string | null): string {
  const cfg = JSON.stringify({
    page: pageLocale,
    locales: LOCALES,
    def: DEFAULT_LOCALE,
    lk: LANGUAGE_STORAGE_KEY,
    tk: THEME_STORAGE_KEY,
  });
  return `(function(c){var d=document.documentElement,s=null,t=null;try{s=localStorage.getItem(c.lk);t=localStorage.getItem(c.tk)}catch(e){}
var dark=t?t==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;d.classList.toggle('dark',dark);d.style.colorScheme=dark?'dark':'light';
if(c.page&&s&&s!==c.page&&c.locales.indexOf(s)>=0){var p=location.pathname,f=p.split('/')[1];if(f&&f!==c.def&&c.locales.indexOf(f)>=0){p=p.slice(f.length+1)||'/'}
if(p.charAt(0)!=='/')p='/'+p;location.replace((s===c.def?p:'/'+s+(p==='/'?'/':p))+location.search+location.hash)}})(${cfg});`;
}
