import { defineTool } from '../types';

export default defineTool({
  slug: 'document-translator',
  category: 'translator',
  icon: '📑',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: [],
});
