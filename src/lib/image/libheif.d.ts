/**
 * The part of libheif-js's Emscripten build (npm libheif-js, `libheif-wasm/libheif.js`) that heif-decoder.ts uses.
 * The package's own libheif.d.ts describes the raw exports, not the HeifDecoder wrapper, and declares no module.
 */
declare module 'libheif-js/libheif-wasm/libheif.js' {
  export interface HeifImage {
    get_width(): number;
    get_height(): number;
    is_primary(): boolean;
    has_alpha_channel(): boolean;
    /** Decodes into `target.data` (RGBA, width × height × 4), applying the file's rotation and mirror, then calls `done` (null: failed). */
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      done: (result: { data: Uint8ClampedArray } | null) => void,
    ): void;
    free(): void;
  }
  export interface HeifDecoder {
    /** The top-level images; empty when the file cannot be read (the reason goes to the console). */
    decode(bytes: Uint8Array): HeifImage[];
  }
  export interface LibHeif {
    HeifDecoder: new () => HeifDecoder;
    heif_get_version(): string;
  }
  /** Instantiates the module synchronously (this build compiles its wasm synchronously: a worker only). */
  const factory: (options: { wasmBinary: ArrayBuffer | Uint8Array }) => LibHeif;
  export default factory;
}
