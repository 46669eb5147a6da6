import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'anthropic-timeline',
  category: 'blog',
  alsoIn: ['ai-products'],
  icon: '✳️',
  ns: 'aiproducts',
  keywords: ['Anthropic', 'Claude', 'timeline'],
});
