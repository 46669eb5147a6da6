import { defineTool } from '../types';

export default defineTool({
  slug: 'background-remover',
  category: 'image-tools',
  icon: '✂️',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: ['PNG', 'WebP', 'ISNet', 'AI', 'remove.bg'],
});
