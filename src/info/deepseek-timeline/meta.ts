import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'deepseek-timeline',
  category: 'blog',
  alsoIn: ['ai-products'],
  icon: '🐳',
  ns: 'aiproducts',
  keywords: ['DeepSeek', 'R1', 'V3', 'timeline'],
});
