import { defineTool } from '../../tools/types';
import { FISHERAI_URL } from '../../config';

export default defineTool({
  slug: 'fisherai',
  category: 'ai-products',
  icon: '🐟',
  ns: 'aiproducts',
  keywords: ['FisherAI', 'chrome', 'extension', 'summary'],
  external: FISHERAI_URL,
});
