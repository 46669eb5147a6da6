/** An image's stored size from its header bytes: the image kit's reader (src/lib/image/dimensions.ts). */
export { headerSize } from '../../../lib/image/dimensions';
