import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'doubao',
  category: 'ai-products',
  icon: '🫘',
  ns: 'aiproducts',
  keywords: ['Doubao', '豆包', 'ByteDance'],
  external: 'https://www.doubao.com/',
});
