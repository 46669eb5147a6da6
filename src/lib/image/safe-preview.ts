/**
 * Showing a user's image without handing it our origin. An `<img>` never runs script, but a `blob:` URL made
 * here belongs to this origin: "Open image in new tab" on an SVG preview would load it as a document that
 * runs its `<script>` and `onload` with our localStorage and session. So only image types that a browser
 * always renders as plain pictures get a `blob:` URL (typed with the verified MIME type); SVG and anything
 * unknown is shown from a `data:` URL, which has no origin of ours (and top-level navigation to it is
 * blocked). Every tool that previews a user's image uses this.
 */

/** MIME types rendered as inert pictures even when opened on their own. */
export const INERT_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/** How a preview of an image of type `mime` is served: `blob` only for inert raster types. */
export function previewKind(mime: string | null | undefined): 'blob' | 'data' {
  const type = (mime ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return INERT_IMAGE_TYPES.has(type) ? 'blob' : 'data';
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A URL for `<img src>` showing `blob` as `mime` (default: its own type). Release it with
 * `URL.revokeObjectURL`, which does nothing for a `data:` URL.
 */
export async function safePreviewUrl(blob: Blob, mime: string = blob.type): Promise<string> {
  const typed = blob.type === mime ? blob : new Blob([blob], { type: mime });
  return previewKind(mime) === 'blob' ? URL.createObjectURL(typed) : dataUrl(typed);
}
