import { defineTool } from '../types';

export default defineTool({
  slug: 'translator',
  category: 'translator',
  icon: '🌐',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: ['OCR', 'OpenAI', 'LibreTranslate', 'DeepL', 'Google Translate'],
});
