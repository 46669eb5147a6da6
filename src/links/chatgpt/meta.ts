import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'chatgpt',
  category: 'ai-products',
  icon: '💬',
  ns: 'aiproducts',
  keywords: ['ChatGPT', 'OpenAI', 'GPT'],
  external: 'https://chatgpt.com/',
});
