import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'ai-timeline',
  category: 'blog',
  alsoIn: ['ai-products'],
  icon: '🗓️',
  ns: 'aiproducts',
  keywords: ['AI', 'timeline', 'history', 'milestones'],
});
