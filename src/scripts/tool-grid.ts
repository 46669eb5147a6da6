/** Tool cards: favourite stars, favourites-first ordering, and the "opening" spinner on click. */
import { loadFavourites, orderByFavourites, saveFavourites, toggleFavourite } from '../lib/favourites';

function paintStars(grid: HTMLElement, favourites: readonly string[]): void {
  for (const card of grid.querySelectorAll<HTMLElement>('[data-card]')) {
    const btn = card.querySelector<HTMLButtonElement>('[data-fav]');
    if (!btn) continue;
    const on = favourites.includes(card.dataset.slug ?? '');
    btn.setAttribute('aria-pressed', String(on));
    // The outline or filled star (SVG, src/components/ToolCard.astro) follows aria-pressed in CSS.
    btn.setAttribute('aria-label', (on ? btn.dataset.labelRemove : btn.dataset.labelAdd) ?? '');
  }
}

function reorder(grid: HTMLElement, favourites: readonly string[]): void {
  if (!grid.hasAttribute('data-favourites-first')) return;
  const cards = [...grid.querySelectorAll<HTMLElement>(':scope > [data-card]')];
  const ordered = orderByFavourites(cards, (c) => c.dataset.slug ?? '', favourites);
  if (ordered.some((c, i) => c !== cards[i])) grid.append(...ordered);
}

function clearSpinners(): void {
  for (const s of document.querySelectorAll<HTMLElement>('[data-spinner]')) s.hidden = true;
}

let initialised = false;
export function initToolGrids(): void {
  if (initialised) return;
  initialised = true;
  const grids = [...document.querySelectorAll<HTMLElement>('[data-tool-grid]')];
  const refresh = (): void => {
    const favs = loadFavourites();
    for (const g of grids) {
      paintStars(g, favs);
      reorder(g, favs);
    }
  };
  refresh();
  for (const grid of grids) {
    grid.addEventListener('click', (e) => {
      const target = e.target as Element;
      const fav = target.closest<HTMLButtonElement>('[data-fav]');
      if (fav) {
        const slug = fav.closest<HTMLElement>('[data-card]')?.dataset.slug;
        if (slug) saveFavourites(toggleFavourite(loadFavourites(), slug));
        return;
      }
      const link = target.closest<HTMLAnchorElement>('[data-card-link]');
      const mouse = e as MouseEvent;
      if (!link || link.hasAttribute('data-external') || mouse.button !== 0) return;
      if (mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
      const spinner = link.querySelector<HTMLElement>('[data-spinner]');
      if (spinner) spinner.hidden = false;
      window.scrollTo({ top: 0, behavior: 'auto' });
    });
  }
  window.addEventListener('favouritesChange', refresh);
  window.addEventListener('storage', (e) => {
    if (e.key === 'favourites') refresh();
  });
  window.addEventListener('clearLoadingState', clearSpinners);
}
