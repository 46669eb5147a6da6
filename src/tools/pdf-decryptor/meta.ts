import { defineTool } from '../types';

export default defineTool({
  slug: 'pdf-decryptor',
  category: 'dev-tools',
  icon: '🔓',
  ns: 'tools',
  keywords: ['PDF', 'qpdf', 'decrypt', 'unlock', 'password'],
});
