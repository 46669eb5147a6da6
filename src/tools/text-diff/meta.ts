import { defineTool } from '../types';

export default defineTool({
  slug: 'text-diff',
  category: 'dev-tools',
  icon: '🆚',
  ns: 'tools',
  keywords: ['diff', 'compare', 'patch', 'unified diff'],
});
