import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'openai-timeline',
  category: 'blog',
  alsoIn: ['ai-products'],
  icon: '🤖',
  ns: 'aiproducts',
  keywords: ['OpenAI', 'GPT', 'ChatGPT', 'o1', 'o3', 'timeline'],
});
