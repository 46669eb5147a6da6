import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'claude',
  category: 'ai-products',
  icon: '✳️',
  ns: 'aiproducts',
  keywords: ['Claude', 'Anthropic'],
  external: 'https://claude.ai/',
});
