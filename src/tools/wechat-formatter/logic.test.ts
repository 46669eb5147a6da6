import { describe, expect, it } from 'vitest';
import { renderArticle } from './logic';
it('placeholder', () => expect(renderArticle('', { theme: 'classic', referencesTitle: 'R' }).blocks).toEqual([]));
