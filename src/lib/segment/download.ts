/**
 * What a segmentation tool's first use downloads, quoted on every page that uses the model (background remover,
 * ID photo maker, text behind image) and formatted per locale by formatBytes: the ISNet model (MODEL_KEY) and the
 * ONNX Runtime build a browser without cross-origin isolation runs (WASM_SIMD_KEY), as shipped from
 * @imgly/background-removal-data (paths.ts). download.test.ts checks the sum against the files the build copies
 * (build.ts `modelResources`), so a new data package cannot leave a stale number here.
 */

/** /models/small: ISNet, quantised. */
export const SEGMENT_MODEL_BYTES = 44_342_436;
/** /onnxruntime-web/ort-wasm-simd.wasm. */
export const SEGMENT_RUNTIME_BYTES = 10_549_605;
/** The first use's download: "52.3 MB". */
export const SEGMENT_DOWNLOAD_BYTES = SEGMENT_MODEL_BYTES + SEGMENT_RUNTIME_BYTES;
