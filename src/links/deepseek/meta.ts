import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'deepseek',
  category: 'ai-products',
  icon: '🐋',
  ns: 'aiproducts',
  keywords: ['DeepSeek', 'R1', 'V3'],
  external: 'https://chat.deepseek.com/',
});
