import { defineTool } from '../types';

export default defineTool({
  slug: 'veo3-prompts',
  category: 'ai-products',
  icon: '🎬',
  ns: 'tools',
  keywords: ['Veo 3', 'Veo', 'Google', 'prompt', 'video', 'text-to-video'],
});
