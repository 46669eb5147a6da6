import { defineTool } from '../types';

export default defineTool({
  slug: 'latex-to-image',
  category: 'image-tools',
  icon: '🧮',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: [],
});
