import { defineTool } from '../types';

export default defineTool({
  slug: 'quote-card',
  category: 'image-tools',
  icon: '💬',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: ['quote', 'PNG', 'JPEG', 'Instagram', 'story'],
});
