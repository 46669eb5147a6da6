/**
 * Saving results: one file, or many as one .zip (fflate, imported only when a zip is made, so pages that
 * never zip never load it). Entries are stored without recompression: images and PDFs are compressed
 * already, and storing keeps even a few hundred MB fast.
 */
export interface NamedBlob {
  name: string;
  data: Blob;
}

/** Saves one file under this name: a Blob, or text (as `type`, plain UTF-8 text unless told). */
export function downloadFile(data: Blob | string, name: string, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Names made unique, in order: the second "a.png" becomes "a (2).png", the third "a (3).png". Compared
 * case-insensitively, as Windows and macOS file systems do, and a "/" cannot make a folder inside the zip.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[/\\]/g, '-') || 'file';
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The bytes of a .zip holding these files (names made unique). */
export async function buildZip(files: readonly NamedBlob[]): Promise<Uint8Array> {
  const [{ zipSync }, contents] = await Promise.all([
    import('fflate'),
    Promise.all(files.map(async (f) => new Uint8Array(await f.data.arrayBuffer()))),
  ]);
  const names = uniqueNames(files.map((f) => f.name));
  const entries: Record<string, Uint8Array> = {};
  names.forEach((name, i) => (entries[name] = contents[i]!));
  return zipSync(entries, { level: 0 });
}

/** Makes one .zip of the files and saves it. */
export async function downloadZip(files: readonly NamedBlob[], zipName: string): Promise<void> {
  const bytes = await buildZip(files);
  downloadFile(new Blob([bytes as BlobPart], { type: 'application/zip' }), zipName);
}
