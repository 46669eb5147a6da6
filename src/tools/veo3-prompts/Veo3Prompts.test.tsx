// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sharedEn from '../../../locales/en/tools.json';
import en from './locales/en.json';
import Veo3Prompts, { SUBJECT_ID } from './Veo3Prompts';

const resources = { tools: { ui: sharedEn.ui, 'veo3-prompts': en } };

/** A localStorage whose writes fail as a full or disabled one does. */
function failingStorage(items = new Map<string, string>()) {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: (k: string) => items.delete(k),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Veo3Prompts save warnings', () => {
  it('says nothing while saving works', async () => {
    localStorage.removeItem('veo3-prompts:builder');
    const { container } = render(<Veo3Prompts locale="en" resources={resources} />);
    fireEvent.change(container.querySelector(`#${SUBJECT_ID}`)!, { target: { value: 'a cat' } });
    // The (debounced) save has happened, and with it the save state that would show a warning.
    await waitFor(() => expect(localStorage.getItem('veo3-prompts:builder')).toContain('a cat'));
    expect(screen.queryByTestId('veo-save-warning')).toBeNull();
  });

  it('says the prompt will be lost when the builder cannot be saved', async () => {
    failingStorage();
    const { container } = render(<Veo3Prompts locale="en" resources={resources} />);
    fireEvent.change(container.querySelector(`#${SUBJECT_ID}`)!, { target: { value: 'a cat' } });
    const warning = await screen.findByTestId('veo-save-warning', {}, { timeout: 3000 });
    expect(warning.textContent).toBe(en.storage.builderFailed);
  });

  it('says favourites will be lost when they cannot be saved', async () => {
    failingStorage();
    render(<Veo3Prompts locale="en" resources={resources} />);
    const star = screen.getAllByRole('button', { name: 'Favourite' })[0]!;
    fireEvent.click(star);
    const favourites = screen.getByRole('heading', { name: /Favourites/ }).closest('section')!;
    expect((await within(favourites).findByTestId('veo-save-warning', {}, { timeout: 3000 })).textContent).toBe(
      en.storage.favouritesFailed,
    );
  });
});
