/**
 * Web fonts handed to a worker. A worker cannot see the page's stylesheets, so the page hands it the
 * @font-face rules it has loaded (`workerFaces` in handoff.ts: absolute URLs of our own origin), parsed here
 * into plain descriptors; the worker adds them to its own FontFaceSet (`loadFacesInWorker` in
 * worker-faces.ts) before drawing on an OffscreenCanvas. Pure: page and worker.
 */

export interface FaceSource {
  family: string;
  /** The woff2 (or other) URL the rule names first. */
  url: string;
  weight: string;
  style: string;
  /** "U+0-FF, U+131"; "U+0-10FFFF" (every character, CSS's initial value) when the rule names none. */
  unicodeRange: string;
}

const RULE = /@font-face\s*\{([^}]*)\}/gi;

function prop(body: string, name: string): string {
  const m = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`, 'i').exec(body);
  return m ? m[1]!.trim() : '';
}

function unquote(s: string): string {
  return s.replace(/^(['"])(.*)\1$/, '$2');
}

/** The faces of `cssText`, one per @font-face rule of any family; rules without a url() are skipped. */
export function parseFontFaces(cssText: string): FaceSource[] {
  const out: FaceSource[] = [];
  for (const m of cssText.matchAll(RULE)) {
    const body = m[1]!;
    const url = /url\(\s*(['"]?)([^'")]+)\1\s*\)/i.exec(prop(body, 'src'));
    const family = unquote(prop(body, 'font-family'));
    if (!url || !family) continue;
    out.push({
      family,
      url: url[2]!,
      weight: prop(body, 'font-weight') || '400',
      style: prop(body, 'font-style') || 'normal',
      unicodeRange: prop(body, 'unicode-range') || 'U+0-10FFFF',
    });
  }
  return out;
}

/** Only URLs of `origin` are handed to a worker (nothing else could be fetched under our CSP anyway). */
export function sameOrigin(faces: readonly FaceSource[], origin: string): FaceSource[] {
  return faces.filter((f) => {
    try {
      return new URL(f.url).origin === origin;
    } catch {
      return false;
    }
  });
}
