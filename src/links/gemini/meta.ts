import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'gemini',
  category: 'ai-products',
  icon: '♊\uFE0F',
  ns: 'aiproducts',
  keywords: ['Gemini', 'Google', 'Bard'],
  external: 'https://gemini.google.com/',
});
