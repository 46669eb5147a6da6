/** Built-in samples, so the tool can be tried without a file at hand. */

/** A 32×32 PNG (a plus sign in a circle), 459 bytes. */
export const SAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAABkklEQVR42u3Xy07CQBQGYF6gj2TwMoTgjaiE4jUENWiNMcYYV/MOfZq+Qx+Glrbsj/9JupoW5gwtG+OffBvSM/8Ji146nf84phusPFAQgC4F5W/ezooPXlY+REAWfI3fWvHRvFAQAzniGdWovPdcaKCG9Fbl/cciBGpJ6FQ+mBUaqGWyf+JkmisgGzOSGT7busDZQx4D2ZiRzPDZG8uH97kPJGFGOscdaxe4vM0jIAkz0jnuqC0fXWcekJQZl1nuqiwwnmQKSMqMyyx3VRaYjLMAyNQ0dWdyV2WBm1GmgUxNU3cmd1UWuLtaaiBT09SdyV2VBR4ulgGQqWnqzuSuygLT4VIBSZlxmeWuygKz86UHJGXGZZa7au8FT6dpBCRhRjrHHWvvhPPj1AeSMCOd446Nz4PXQRoD2ZiRzPDZ1qfhWz9VQDZmJDN8tuid4L2XaKCWub2afagkBGpJuNV74edhooEa0o3ejL/2EwUxkCOeUa19H3x3Fz5EQBZ8jb+zL6SfvYUHCgLQpaD8bXefZn82vw3Vuq9tcL9HAAAAAElFTkSuQmCC';

/** A small SVG badge. */
export const SAMPLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#3b6ef5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>' +
  '<rect width="120" height="80" rx="14" fill="url(#g)"/>' +
  '<text x="60" y="50" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">B64</text>' +
  '</svg>\n';
