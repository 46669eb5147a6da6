/** Types for untyped modules. The part of fontkit 2 this tool and its tests use (the package ships no types). */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    path: { toSVG(): string; commands: unknown[] };
  }
  export interface Font {
    numGlyphs: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    getGlyph(id: number): Glyph;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

/** pdf.js's worker code, imported into our worker (pdf.js then runs it in the same thread). */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
