import { defineTool } from '../types';

export default defineTool({
  slug: 'image-base64',
  category: 'dev-tools',
  icon: '🖼️',
  ns: 'tools',
  keywords: ['Base64', 'data URI', 'image', 'PNG', 'JPEG', 'WebP', 'SVG'],
});
