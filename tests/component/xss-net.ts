/**
 * The net of the component XSS matrix (tests/component/xss.test.tsx): what a rendered document must never
 * hold after a hostile input, and the hooks that would notice a payload running. happy-dom does not run
 * scripts, so the DOM checks are the real net; the hooks catch a payload that runs through our own code
 * (an `eval`, a `Function`, a handler we attach).
 */
import { expect } from 'vitest';

/** Elements that run or embed a document. */
const LIVE_TAGS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta[http-equiv]'];
/** Attributes a browser loads or navigates to. */
const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc', 'background', 'poster'];

/** Nodes the test itself put in the document (the search palette's JSON index, say): not the payload's. */
export const trusted = new WeakSet<Node>();

type Win = Window & { __xss?: unknown };

/** Hooks `alert`, `confirm` and `prompt` (each sets `window.__xss`) and clears the sentinel. */
export function hookDialogs(): void {
  const w = window as Win;
  delete w.__xss;
  const hook = (name: string) => () => {
    w.__xss = `${name} called`;
    return null;
  };
  window.alert = hook('alert');
  window.confirm = hook('confirm') as unknown as typeof window.confirm;
  window.prompt = hook('prompt') as unknown as typeof window.prompt;
}

/** A URL that would run script or open a document of the payload's making (spaces and controls ignored). */
function dangerousUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return v.startsWith('javascript:') || v.startsWith('vbscript:') || v.startsWith('data:text/html');
}

/** Where an element sits: the nearest ancestor with a test id (or an id). */
function where(el: Element): string {
  const host = el.parentElement?.closest('[data-testid],[id]');
  return host ? ` in ${host.getAttribute('data-testid') ?? `#${host.id}`}` : '';
}

/** Every way `root` (and the documents of its templates) could run a payload; [] when clean. */
export function liveMarkup(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll(LIVE_TAGS.join(','))) {
    if (!trusted.has(el)) found.push(`<${el.localName}>${where(el)}: ${el.outerHTML.slice(0, 120)}`);
  }
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const bad = name.startsWith('on') || name === 'srcdoc' || (URL_ATTRS.includes(name) && dangerousUrl(attr.value));
      if (bad) found.push(`<${el.localName} ${name}="${attr.value.slice(0, 60)}">${where(el)}`);
    }
    if (el.localName === 'template') found.push(...liveMarkup((el as HTMLTemplateElement).content));
  }
  return found;
}

/** Fails when the document holds live markup, the sentinel is set, or a dialog was called. */
export function expectNoXss(payload: string, root: ParentNode = document): void {
  expect(liveMarkup(root), `live markup after ${JSON.stringify(payload)}`).toEqual([]);
  if (typeof window !== 'undefined')
    expect((window as Win).__xss, `window.__xss after ${JSON.stringify(payload)}`).toBeUndefined();
}

/** Lets pending tasks (timers of 0 ms, promise jobs) run: a late handler has had its turn. */
export const settle = () => new Promise<void>((r) => setTimeout(r, 0));
