import { defineTool } from '../types';

export default defineTool({
  slug: 'json-formatter',
  category: 'dev-tools',
  icon: '📋',
  ns: 'tools',
  keywords: ['JSON', 'JSON5', 'formatter', 'beautify', 'minify', 'validator', 'lint'],
});
