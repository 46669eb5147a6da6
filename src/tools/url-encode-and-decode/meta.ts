import { defineTool } from '../types';

export default defineTool({
  slug: 'url-encode-and-decode',
  category: 'dev-tools',
  icon: '🔗',
  ns: 'tools',
  keywords: ['URL', 'URI', 'percent-encoding', 'encodeURIComponent', 'query string'],
});
