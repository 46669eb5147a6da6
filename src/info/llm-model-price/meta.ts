import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'llm-model-price',
  category: 'blog',
  alsoIn: ['ai-products'],
  icon: '💲',
  ns: 'aiproducts',
  keywords: ['LLM', 'API', 'price', 'pricing', 'tokens', 'cost'],
});
