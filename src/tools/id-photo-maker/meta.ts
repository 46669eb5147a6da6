import { defineTool } from '../types';

export default defineTool({
  slug: 'id-photo-maker',
  category: 'image-tools',
  icon: '🪪',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: [],
});
