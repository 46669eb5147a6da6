import { defineTool } from '../../tools/types';

export default defineTool({
  slug: 'drugs-list',
  category: 'blog',
  icon: '💊',
  ns: 'aiproducts',
  keywords: ['drugs', 'originator', 'medicine', 'China'],
});
