/**
 * "Newest first / oldest first" for CompanyTimeline. The links work without JavaScript (see the CSS in
 * CompanyTimeline.astro); this script takes over so the DOM order — and so reading and focus order —
 * matches what is shown, and keeps the choice in the URL hash.
 */
export type Order = 'newest' | 'oldest';

function reverseChildren(el: Element): void {
  el.append(...[...el.children].reverse());
}

export function applyOrder(root: HTMLElement, order: Order): void {
  const current = (root.dataset.order as Order | undefined) ?? 'newest';
  if (current !== order) {
    const years = root.querySelector('[data-tl-years]');
    if (years) reverseChildren(years);
    for (const list of root.querySelectorAll('[data-tl-items]')) reverseChildren(list);
  }
  root.dataset.order = order;
  for (const link of root.querySelectorAll<HTMLElement>('[data-order-link]')) {
    if (link.dataset.orderLink === order) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

export function initTimelineOrder(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-timeline]')) {
    if (root.dataset.js) continue;
    root.dataset.js = '1';
    applyOrder(root, location.hash === '#oldest' ? 'oldest' : 'newest');
    for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-order-link]')) {
      link.addEventListener('click', (e) => {
        e.preventDefault();
        const order = link.dataset.orderLink === 'oldest' ? 'oldest' : 'newest';
        applyOrder(root, order);
        history.replaceState(null, '', `#${order}`);
      });
    }
  }
}
