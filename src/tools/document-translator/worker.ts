/** The document-translator worker (filled in by the next commits). */
import { serve } from '../../lib/worker/serve';
import type { DocumentTranslatorProtocol } from './protocol';

serve<DocumentTranslatorProtocol>({
  read: () => ({ ok: false, error: 'damaged', detail: 'not yet' }),
});
