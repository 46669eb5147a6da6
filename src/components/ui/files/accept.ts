/**
 * Which of the chosen, dropped or pasted files a file input takes, and why it refuses the others. The same
 * rules as the `accept` attribute of <input type="file">: ".pdf" matches the name's extension, "image/*"
 * and "application/pdf" the file's MIME type. Pure.
 */

export type RejectReason = 'type' | 'size' | 'count';

export interface Rejection {
  file: File;
  reason: RejectReason;
}

export interface FileRules {
  /** As for <input accept>: ".pdf,application/pdf", "image/*". Empty or absent: any file. */
  accept?: string;
  /** Largest file size in bytes. */
  maxBytes?: number;
  /** Several files at once; otherwise the first acceptable one is taken and the rest refused ('count'). */
  multiple?: boolean;
}

/** Whether one file matches an `accept` list. */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((t) => {
    if (t.startsWith('.')) return name.endsWith(t);
    if (t.endsWith('/*')) return type.startsWith(t.slice(0, -1));
    return type === t;
  });
}

/** Splits files into those taken and those refused, in their order. */
export function checkFiles(files: readonly File[], rules: FileRules): { accepted: File[]; rejected: Rejection[] } {
  const accepted: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    if (!matchesAccept(file, rules.accept)) rejected.push({ file, reason: 'type' });
    else if (rules.maxBytes !== undefined && file.size > rules.maxBytes) rejected.push({ file, reason: 'size' });
    else if (!rules.multiple && accepted.length > 0) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The accept list for people: ".pdf,application/pdf" → "PDF"; "image/*" → "image/*"; ".png,.jpg" → "PNG, JPG". */
export function describeAccept(accept: string): string {
  const seen = new Set<string>();
  for (const raw of accept.split(',')) {
    const t = raw.trim();
    if (!t) continue;
    if (t.startsWith('.')) seen.add(t.slice(1).toUpperCase());
    else if (t.endsWith('/*')) seen.add(t);
    else {
      // "application/pdf" → "PDF" unless the extension form is already there.
      const sub = t
        .split('/')[1]
        ?.replace(/^x-/, '')
        .replace(/\+xml$/, '');
      if (sub) seen.add(sub.toUpperCase() === 'JPEG' ? 'JPG' : sub.toUpperCase());
    }
  }
  return [...seen].join(', ');
}
