import { defineTool } from '../types';

export default defineTool({
  slug: 'subtitle-to-image',
  category: 'image-tools',
  icon: '🎞️',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: ['SRT', 'VTT', 'PNG', 'JPEG'],
});
