/**
 * Where the background-removal model lives in a build: `<base>_astro/imgly-1.4.5/` holds the resources.json of
 * @imgly/background-removal-data (trimmed to the files below) and their 4 MB content-hashed chunks, copied from
 * node_modules by the build (build.ts), never committed. Under /_astro/ because the folder is versioned: the
 * service worker keeps it cache-first across builds, and nginx serves it as immutable.
 */
export const IMGLY_VERSION = '1.4.5';
export const MODEL_DIR = `_astro/imgly-${IMGLY_VERSION}/`;

/** The one model (ISNet, quantised) and the two ONNX Runtime builds a browser without cross-origin isolation uses. */
export const MODEL_KEY = '/models/small';
export const WASM_SIMD_KEY = '/onnxruntime-web/ort-wasm-simd.wasm';
export const WASM_PLAIN_KEY = '/onnxruntime-web/ort-wasm.wasm';
export const RESOURCE_KEYS = [MODEL_KEY, WASM_SIMD_KEY, WASM_PLAIN_KEY] as const;
